import { ActionIcon, Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { type CheckInPickupsResult, checkInPickups, isPickupBarcode, listAssets } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { call } from "../../../shared/endpoints";
import { useFailure } from "../../../shared/use-failure";
import { useInvalidatePickups, usePickupDay } from "../api";

type Scan = { barcode: string; eligible: boolean; reason: string | null };

/**
 * Pickup check-in at the dock: labels are scanned one after another (each says at once whether
 * it can be checked in, and why not), then "Check in N" makes the ready ones assets on their
 * pickup's load in one action.
 */
export default function PickupCheckInPage() {
  const fail = useFailure("PickupCheckInPage");
  const invalidate = useInvalidatePickups();
  const { warehouse, loadDate } = usePickupDay();
  const [scans, setScans] = useState<Scan[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CheckInPickupsResult | null>(null);
  const ready = scans.filter((s) => s.eligible);

  const scan = async (barcode: string) => {
    setError(null);
    if (!isPickupBarcode(barcode)) {
      setError(`${barcode} is not a pickup label (PU and 8 digits)`);
      return;
    }
    if (scans.some((s) => s.barcode === barcode)) {
      setError(`${barcode} is already scanned`);
      return;
    }
    try {
      const answer = await call(listAssets, { query: { find: "can_be_checked_in", barcode } });
      if (!("eligible" in answer)) return;
      setScans((list) => [{ barcode, eligible: answer.eligible, reason: answer.reason }, ...list]);
      if (!answer.eligible) setError(answer.reason);
    } catch (e) {
      const fields = fail(e);
      setError(fields.barcode ?? (e instanceof Error ? e.message : String(e)));
    }
  };

  const checkIn = async () => {
    setBusy(true);
    try {
      const answer = await call(checkInPickups, { body: { barcodes: ready.map((s) => s.barcode) } });
      setResult(answer);
      const refused = new Map(answer.refused.map((r) => [r.barcode, r.reason]));
      // What was checked in leaves the list; what was refused meanwhile stays, saying why.
      setScans((list) =>
        list
          .filter((s) => !s.eligible || refused.has(s.barcode))
          .map((s) =>
            refused.has(s.barcode) ? { ...s, eligible: false, reason: refused.get(s.barcode) ?? null } : s,
          ),
      );
      await invalidate();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const day = warehouse ? `/pickups?warehouseId=${warehouse.id}&loadDate=${loadDate}` : "/pickups";
  return (
    <Stack maw={760}>
      <Title order={1}>Pickup check-in</Title>
      <Text c="dimmed" size="sm">
        Scan each pickup label. Ready labels become assets on their pickup's load when you check them in.
      </Text>
      <BarcodeInput
        label="Scan a pickup label"
        placeholder="PU00000000, then Enter"
        autoFocus
        onSubmit={(b) => void scan(b)}
        error={error}
      />
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {scans.length === 0
            ? "Nothing scanned yet."
            : `${scans.length} scanned · ${ready.length} ready · ${scans.length - ready.length} not ready`}
        </Text>
        <Group gap="xs">
          {scans.length > 0 ? (
            <Button variant="default" onClick={() => setScans([])} disabled={busy}>
              Clear
            </Button>
          ) : null}
          <Button onClick={() => void checkIn()} loading={busy} disabled={ready.length === 0}>
            Check in {ready.length}
          </Button>
        </Group>
      </Group>
      {result ? (
        <Alert color={result.refused.length > 0 ? "orange" : "green"} title="Check-in done" role="status">
          <Stack gap={4}>
            <Text size="sm">
              {result.checkedIn.length} checked in
              {result.refused.length > 0 ? `, ${result.refused.length} refused (shown below)` : ""}.
            </Text>
            <Anchor component={Link} to={day} size="sm">
              See the day's pickups and what is missing
            </Anchor>
          </Stack>
        </Alert>
      ) : null}
      {scans.length > 0 ? (
        <Table.ScrollContainer minWidth={0}>
          <Table aria-label="Scanned labels" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={130}>Barcode</Table.Th>
                <Table.Th>Check-in</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scans.map((s) => (
                <Table.Tr key={s.barcode}>
                  <Table.Td>{s.barcode}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    {s.eligible ? (
                      <Badge color="green">Ready</Badge>
                    ) : (
                      <Text size="sm" c="red">
                        {s.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove ${s.barcode}`}
                      onClick={() => setScans((list) => list.filter((x) => x.barcode !== s.barcode))}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
