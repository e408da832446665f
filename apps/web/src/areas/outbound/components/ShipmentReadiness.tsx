import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import {
  ACCOUNT_TYPES,
  BEFORE_SHIPPING_STATUSES,
  formatShipmentDate,
  labelOf,
  type QualificationCheck,
  R2_CLASSIFICATIONS,
  R2_MATERIAL_TYPES,
  SANITIZATION_STATE_LABELS,
  type SanitizationStateId,
  type ShipmentCheck,
  type ShipmentMaterial,
} from "@ops/domain";
import { LoadFailed } from "../../inventory/components/LoadFailed";
import { useShipmentCheck } from "../shipment-api";

const CHECK_COLORS: Record<QualificationCheck["state"], string> = {
  valid: "green",
  expiring: "yellow",
  expired: "red",
  missing: "red",
};
const CHECK_LABELS: Record<QualificationCheck["state"], string> = {
  valid: "Valid",
  expiring: "Expiring",
  expired: "Expired",
  missing: "Missing",
};

/** One line of the checklist: what is checked, and its verdict on the right (wraps on a phone). */
function Line({
  label,
  detail,
  ok,
  verdict,
}: {
  label: string;
  detail?: string;
  ok: boolean;
  verdict: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
      <Badge color={ok ? "green" : "red"} variant="light" style={{ flexShrink: 0 }}>
        {verdict}
      </Badge>
    </Group>
  );
}

function Certificates({ check }: { check: NonNullable<ShipmentCheck["qualification"]> }) {
  return (
    <Stack gap="xs">
      {check.checks.map((c) => (
        <Group key={c.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {c.label}
            </Text>
            <Text size="xs" c="dimmed">
              {c.expiryDate
                ? `${c.state === "expired" ? "Expired" : "Expires"} ${formatShipmentDate(c.expiryDate)}`
                : c.state === "missing"
                  ? "No certificate on file"
                  : "No expiry date"}
            </Text>
          </Stack>
          <Badge color={CHECK_COLORS[c.state]} variant="light" style={{ flexShrink: 0 }}>
            {CHECK_LABELS[c.state]}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

const materialName = (m: ShipmentMaterial) =>
  `${m.materialType ? labelOf(R2_MATERIAL_TYPES, m.materialType) : "Unclassified material"} · ${labelOf(R2_CLASSIFICATIONS, m.classification)}`;

function Materials({ materials }: { materials: ShipmentMaterial[] }) {
  if (materials.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No material on the load yet
      </Text>
    );
  return (
    <Stack gap="xs">
      {materials.map((m) => (
        <Line
          key={`${m.materialType}|${m.classification}`}
          label={materialName(m)}
          detail={`${m.count} asset${m.count === 1 ? "" : "s"} · ${m.rule ? `rule “${m.rule.name}”` : "no active vendor rule takes it from this warehouse"}`}
          ok={m.rule !== null}
          verdict={m.rule ? "Allowed" : "No rule"}
        />
      ))}
    </Stack>
  );
}

function Sanitization({ check }: { check: ShipmentCheck }) {
  const s = check.sanitization;
  const unsanitized = s.dataBearing - s.sanitized;
  const refused = check.problems.some((p) => p.code === "not_sanitized");
  const detail = [
    ...Object.entries(s.states).map(
      ([state, n]) => `${n} ${SANITIZATION_STATE_LABELS[state as SanitizationStateId].toLowerCase()}`,
    ),
    s.destructionVendor ? "the consignee destroys data-bearing devices" : null,
    s.ownDevices > 0 ? `${s.ownDevices} go back to their owner as they are` : null,
  ].filter((w): w is string => w !== null);
  return (
    <Line
      label={
        s.dataBearing === 0
          ? "No data-bearing devices"
          : `${s.sanitized} of ${s.dataBearing} data-bearing device${s.dataBearing === 1 ? "" : "s"} erased or destroyed`
      }
      detail={detail.join(" · ") || undefined}
      ok={!refused}
      verdict={unsanitized === 0 ? "Sanitized" : refused ? "Not sanitized" : "Allowed"}
    />
  );
}

function Checklist({ check }: { check: ShipmentCheck }) {
  const c = check.consignee;
  return (
    <Stack gap="md">
      <Line
        label={c ? `Consignee: ${c.name}` : "No consignee"}
        detail={
          c
            ? `${labelOf(ACCOUNT_TYPES, c.type)} · ship date ${formatShipmentDate(check.shipDate)}`
            : undefined
        }
        ok={c !== null && c.status === "active"}
        verdict={c ? (c.status === "active" ? "Active" : c.status) : "Missing"}
      />
      {check.qualification && (
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
            Certificates on {formatShipmentDate(check.shipDate)}
          </Text>
          <Certificates check={check.qualification} />
        </Stack>
      )}
      {c?.type === "dsvs" && (
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
            Vendor rules
          </Text>
          <Materials materials={check.materials} />
        </Stack>
      )}
      <Stack gap={4}>
        <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
          Sanitization
        </Text>
        <Sanitization check={check} />
      </Stack>
    </Stack>
  );
}

/**
 * Whether an outbound load may ship, shown on its overview before anyone tries: the consignee, its
 * certificates on the ship date, the vendor rule for each material, the sanitization of its
 * devices, then "Ready to ship" or every problem the move to shipped would be refused with.
 * Nothing once the load has shipped or was canceled: the check was made when it left.
 */
export function ShipmentReadiness({ slug }: { slug: string }) {
  const check = useShipmentCheck(slug);
  if (check.isPending)
    return (
      <Card withBorder>
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">Checking whether the load may ship…</Text>
        </Group>
      </Card>
    );
  if (check.isError)
    return (
      <LoadFailed
        title="Shipment readiness could not be loaded"
        error={check.error}
        onRetry={check.refetch}
      />
    );
  const data = check.data;
  if (!BEFORE_SHIPPING_STATUSES.includes(data.status)) return null;
  return (
    <Card withBorder aria-label="Shipment readiness">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={4}>Shipment readiness</Title>
          <Badge size="lg" color={data.ready ? "green" : "red"}>
            {data.ready ? "Ready to ship" : "Not ready to ship"}
          </Badge>
        </Group>
        {data.problems.length > 0 && (
          <Alert color="red" title="Shipping would be refused">
            <List size="sm" spacing={4}>
              {data.problems.map((p) => (
                <List.Item key={`${p.code}:${p.message}`} style={{ overflowWrap: "anywhere" }}>
                  {p.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Checklist check={data} />
        <Group>
          <Button size="xs" variant="light" loading={check.isFetching} onClick={() => void check.refetch()}>
            Check again
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
