import { Alert, Anchor, Badge, Card, Loader, SimpleGrid, Table, Text, Title } from "@mantine/core";
import { type Activity, INBOUND_REQUEST_STATUSES, labelOf, SHIPMENT_SIZES } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";
import { useInboundRequest, useRequestQuestions } from "../requests-api";
import { attributeLines } from "./inbound-attributes-display";
import { formatDockDate } from "./inbound-dates";

function Rows({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w="40%" fw={500} c="dimmed">
              {name}
            </Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
              {value === "" || value == null ? "—" : value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const amount = (n: number | null) => (n === null ? null : n.toLocaleString("en-US"));

/** The client's inbound request a load was made from, read-only. */
export function InboundLinkedRequest({ activity, number }: { activity: Activity; number: string }) {
  const wanted = /^\d+$/.test(number) ? Number(number) : Number.NaN;
  const linked = activity.inboundRequestNumber === wanted;
  const request = useInboundRequest(linked ? wanted : Number.NaN);
  const questions = useRequestQuestions();

  if (!linked || (request.error instanceof ApiError && request.error.status === 404)) {
    return (
      <Alert color="gray" title="No such request on this load">
        {activity.inboundRequestNumber ? (
          <Anchor
            component={Link}
            to={`/inbound/${activity.slug}/inbound-request/${activity.inboundRequestNumber}`}
          >
            Open request {activity.inboundRequestNumber}
          </Anchor>
        ) : (
          "This load was not made from an inbound request."
        )}
      </Alert>
    );
  }
  if (!request.data) {
    if (request.error) throw request.error;
    return <Loader aria-label="Loading" />;
  }
  const r = request.data;
  const questionText = new Map((questions.data ?? []).map((q) => [String(q.id), q.question]));
  const answers = Object.entries(r.answers);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Request {r.number}{" "}
          <Badge variant="light" ml={4}>
            {labelOf(INBOUND_REQUEST_STATUSES, r.status)}
          </Badge>
        </Title>
        <Rows
          label="Request"
          rows={[
            ["Account", r.accountName],
            ["Requested window", `${formatDockDate(r.requestedStart)} – ${formatDockDate(r.requestedEnd)}`],
            ["Shipment size", labelOf(SHIPMENT_SIZES, r.shipmentSize)],
            ["Estimated pallets", amount(r.estimatedPallets)],
            ["Estimated weight", amount(r.estimatedWeight)],
            ["Estimated units", amount(r.estimatedUnits)],
            ["Notes", r.notes],
            ["Filed by", r.createdBy],
          ]}
        />
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Pickup
        </Title>
        <Rows
          label="Pickup"
          rows={[
            [
              "Address",
              [r.street, [r.city, r.region, r.postalCode].filter(Boolean).join(", "), r.country]
                .filter(Boolean)
                .join("\n"),
            ],
            ["Contact", r.contactName],
            ["Phone", r.contactPhone],
            ["Email", r.contactEmail],
          ]}
        />
      </Card>
      {answers.length > 0 ? (
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Answers
          </Title>
          <Rows
            label="Answers"
            rows={answers.map(([id, answer]) => [questionText.get(id) ?? `Question ${id}`, answer])}
          />
        </Card>
      ) : null}
      {attributeLines(r.attributes).length > 0 ? (
        <Card withBorder>
          <Title order={2} size="h4" mb="xs">
            Client details
          </Title>
          <Rows label="Client details" rows={attributeLines(r.attributes).map((l) => [l.label, l.value])} />
        </Card>
      ) : (
        <Text size="sm" c="dimmed">
          The request has no client-specific details.
        </Text>
      )}
    </SimpleGrid>
  );
}
