import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type InboundRequest, type InboundRequestQuestion, labelOf, SHIPMENT_SIZES } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatWindow } from "../dock-dates";
import { formatWhen } from "./inbound-dates";

/** Labels of the attribute fields of every inbound form variant (SPEC §5). */
const ATTRIBUTE_LABELS: Record<string, string> = {
  projectType: "Project type",
  clientRef: "Client reference",
  businessUnit: "Cost Center Information",
  emergencyService: "Emergency service",
  serializedAssets: "Serialized assets",
  dcaNumbers: "DCA Numbers",
  supplierJobType: "Job Type",
  msPoNumber: "PO Number",
  collectionSiteName: "Collection Site Name",
  collectionSiteCode: "Collection Site Code",
  msCollectionTicketNumber: "Collection Ticket Number",
};

function shown(value: unknown): string {
  if (value === true) return "Yes";
  if (value === false) return "No";
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "—";
  if (value === null || value === undefined || value === "") return "—";
  return String(value);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

type Props = {
  request: InboundRequest;
  questions: readonly InboundRequestQuestion[];
  /** Where the linked load opens for this audience. */
  loadHref: (slug: string) => string;
};

/** A request read-only: window, address, contact, shipment, the account's fields and the answers. */
export function InboundRequestDetails({ request: r, questions, loadHref }: Props) {
  const attributes = Object.entries(r.attributes).filter(([field]) => field in ATTRIBUTE_LABELS);
  const answered = questions.filter((q) => (r.answers[String(q.id)] ?? "") !== "");
  const extraAnswers = Object.keys(r.answers).filter((id) => !questions.some((q) => String(q.id) === id));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Block title="Pickup">
          <SimpleGrid cols={2}>
            <Field label="Account">{r.accountName}</Field>
            <Field label="Requested window">{formatWindow(r.requestedStart, r.requestedEnd)}</Field>
            <Field label="Load">
              {r.loadSlug ? (
                <Anchor component={Link} to={loadHref(r.loadSlug)}>
                  {r.loadSlug}
                </Anchor>
              ) : (
                "Not created yet"
              )}
            </Field>
            <Field label="Filed">
              {formatWhen(r.createdAt)}
              {r.createdBy ? ` by ${r.createdBy}` : ""}
            </Field>
          </SimpleGrid>
        </Block>
        <Block title="Address and contact">
          <SimpleGrid cols={2}>
            <Field label="Pickup address">
              {r.street}
              {"\n"}
              {r.city}, {r.region} {r.postalCode}
              {"\n"}
              {r.country}
            </Field>
            <Field label="Contact">
              {r.contactName}
              {"\n"}
              <Anchor href={`tel:${r.contactPhone}`}>{r.contactPhone}</Anchor>
              {r.contactEmail ? (
                <>
                  {"\n"}
                  <Anchor href={`mailto:${r.contactEmail}`}>{r.contactEmail}</Anchor>
                </>
              ) : null}
            </Field>
          </SimpleGrid>
        </Block>
        <Block title="Shipment">
          <SimpleGrid cols={2}>
            <Field label="Shipment size">{labelOf(SHIPMENT_SIZES, r.shipmentSize)}</Field>
            <Field label="Estimated pallets">{shown(r.estimatedPallets)}</Field>
            <Field label="Estimated weight (lb)">{shown(r.estimatedWeight)}</Field>
            <Field label="Estimated units">{shown(r.estimatedUnits)}</Field>
          </SimpleGrid>
          {r.notes ? (
            <Stack mt="sm">
              <Field label="Notes">{r.notes}</Field>
            </Stack>
          ) : null}
        </Block>
        {attributes.length > 0 ? (
          <Block title="Account details">
            <SimpleGrid cols={2}>
              {attributes.map(([field, value]) => (
                <Field
                  key={field}
                  // Client type one keeps its PO number as the client reference (SPEC §3).
                  label={
                    field === "clientRef" && "projectType" in r.attributes
                      ? "PO Number"
                      : (ATTRIBUTE_LABELS[field] ?? field)
                  }
                >
                  {shown(value)}
                </Field>
              ))}
            </SimpleGrid>
          </Block>
        ) : null}
      </SimpleGrid>
      {answered.length > 0 || extraAnswers.length > 0 ? (
        <Block title="Answers">
          <Stack gap="xs">
            {answered.map((q) => (
              <Field key={q.id} label={q.question}>
                {q.kind === "yes_no"
                  ? r.answers[String(q.id)] === "yes"
                    ? "Yes"
                    : "No"
                  : r.answers[String(q.id)]}
              </Field>
            ))}
            {extraAnswers.map((id) => (
              <Field key={id} label={`Question ${id} (no longer asked)`}>
                {r.answers[id]}
              </Field>
            ))}
          </Stack>
        </Block>
      ) : null}
    </Stack>
  );
}
