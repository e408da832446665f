import { Alert, Anchor, Badge, Loader, SimpleGrid, Text } from "@mantine/core";
import { type Activity, INBOUND_REQUEST_STATUSES, labelOf, SHIPMENT_SIZES } from "@ops/domain";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";
import { useInboundRequest, useRequestQuestions } from "../requests-api";
import { attributeLines } from "./inbound-attributes-display";
import { formatDockDate } from "./inbound-dates";
import { LoadFieldsCard } from "./LoadFieldsTable";

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
      <LoadFieldsCard
        title={
          <>
            Request {r.number}{" "}
            <Badge variant="light" ml={4}>
              {labelOf(INBOUND_REQUEST_STATUSES, r.status)}
            </Badge>
          </>
        }
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
      <LoadFieldsCard
        title="Pickup"
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
      {answers.length > 0 ? (
        <LoadFieldsCard
          title="Answers"
          label="Answers"
          rows={answers.map(([id, answer]) => [questionText.get(id) ?? `Question ${id}`, answer])}
        />
      ) : null}
      {attributeLines(r.attributes).length > 0 ? (
        <LoadFieldsCard
          title="Client details"
          label="Client details"
          rows={attributeLines(r.attributes).map((l) => [l.label, l.value])}
        />
      ) : (
        <Text size="sm" c="dimmed">
          The request has no client-specific details.
        </Text>
      )}
    </SimpleGrid>
  );
}
