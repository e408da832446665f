import { Badge, Card, Group, Loader, Stack, Text, Timeline, Title } from "@mantine/core";
import type { EvidenceStep } from "@ops/domain";
import { formatWhen } from "../../../../shared/dates";
import { useAssetEvidence } from "../../sanitization-api";

/** Each step's kind in words, as its badge says it. */
export const STEP_LABELS: Record<EvidenceStep["step"], string> = {
  announced: "Announced",
  received: "Received",
  hold: "Hold",
  lock: "Lock",
  test: "Test",
  sanitization: "Sanitization",
  disposition: "Disposition",
  shipment: "Shipment",
  certificate: "Certificate",
};

/** `assetTag` → "Asset tag", `asnRow` → "Asn row": the details' keys as labels. */
export function detailLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function detailValue(value: string | number | boolean | null): string {
  if (value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

function StepDetails({ details }: { details: EvidenceStep["details"] }) {
  const entries = Object.entries(details).filter(([, v]) => v !== null && v !== "");
  if (entries.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" component="div" style={{ overflowWrap: "anywhere" }}>
      {entries.map(([key, value]) => (
        <div key={key}>
          {detailLabel(key)}: {detailValue(value)}
        </div>
      ))}
    </Text>
  );
}

/**
 * A serial's evidence chain in time order (GET /assets/:barcode/evidence): the ASN line it was
 * announced on, its receipt, holds and locks, tests and grade, sanitization, disposition and
 * certificate, each with who and when and the facts behind it.
 */
export function EvidenceTimeline({ barcode }: { barcode: string }) {
  const evidence = useAssetEvidence(barcode);
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Evidence chain
        </Title>
        {evidence.isPending ? (
          <Loader size="sm" aria-label="Loading evidence" />
        ) : evidence.error ? (
          <Text c="red" size="sm">
            The evidence could not be loaded: {evidence.error.message}
          </Text>
        ) : evidence.data.steps.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing recorded for this serial yet.
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} aria-label="Evidence chain">
            {evidence.data.steps.map((step, index) => (
              <Timeline.Item
                // Steps have no id; their order is the server's and never changes on screen.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                title={
                  <Group gap={6} wrap="wrap">
                    <Badge size="xs" variant="light">
                      {STEP_LABELS[step.step]}
                    </Badge>
                    <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                      {step.title}
                    </Text>
                  </Group>
                }
              >
                <Text size="xs" c="dimmed">
                  {[step.at ? formatWhen(step.at) : "Time not recorded", step.by ? `by ${step.by}` : null]
                    .filter(Boolean)
                    .join(" ")}
                </Text>
                <StepDetails details={step.details} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
