import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { LPN_PACK_MAX, packLpn } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../../shared/api";
import { BarcodeInput } from "../../../../shared/BarcodeInput";
import { nothingDoneMessage } from "../../../../shared/nothing-done";
import { type Outcome, OutcomeAlert } from "../../../../shared/OutcomeAlert";
import { useCan } from "../../../../shared/permissions";
import { useFailure } from "../../../../shared/use-failure";
import { packIntoLpn, useRefreshItad } from "../../itad-api";
import { ScannedSerials } from "./ScannedSerials";
import { type PackLine, packLabel, withLineErrors } from "./scan-lists";

const SERIAL_FIELD = "lpn-serial-barcode";
const focusSerial = () => setTimeout(() => document.getElementById(SERIAL_FIELD)?.focus(), 0);

/**
 * Packing serials into an LPN (SPEC §2 itad/lpn): the LPN scanned (a pallet of the order, or a
 * new LPN barcode) or "New LPN" for a generated one, then the serials scanned one after another
 * (Enter adds each; a line can be removed), then Pack, all or none.
 */
export function LpnPackForm({ slug }: { slug: string }) {
  const can = useCan();
  const fail = useFailure("LpnPackForm");
  const refresh = useRefreshItad();
  const [lpn, setLpn] = useState("");
  const [newLpn, setNewLpn] = useState(false);
  const [lines, setLines] = useState<readonly PackLine[]>([]);
  const [lpnError, setLpnError] = useState<string | undefined>();
  const [packing, setPacking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!can(packLpn)) return null;

  const lpnBarcode = newLpn ? null : lpn.trim().toUpperCase() || null;

  const pack = async () => {
    if (!newLpn && lpnBarcode === null) {
      setLpnError("Scan the LPN, or choose New LPN");
      return;
    }
    setPacking(true);
    setOutcome(null);
    try {
      const packed = await packIntoLpn(slug, {
        ...(lpnBarcode ? { lpnBarcode } : {}),
        barcodes: lines.map((l) => l.barcode),
      });
      setOutcome({
        color: "teal",
        text: `${packLabel(lines.length, packed.barcode).replace(/^Pack/, "Packed")}; it now holds ${packed.count.toLocaleString()}.`,
      });
      setLines([]);
      setLpn(packed.barcode);
      setNewLpn(false);
      void refresh(slug);
    } catch (error) {
      const fields = fail(error);
      setLines(withLineErrors(lines, fields));
      if (fields.lpnBarcode) setLpnError(fields.lpnBarcode);
      setOutcome({
        color: "red",
        text:
          error instanceof ApiError && error.status < 500
            ? `Nothing was packed: ${error.message}`
            : nothingDoneMessage(error, "packed"),
      });
    } finally {
      setPacking(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Pack serials into an LPN
        </Title>
        {newLpn ? (
          <Alert color="blue" variant="light" p="xs">
            <Group justify="space-between" gap="xs">
              <Text size="sm">A new LPN is made, with a generated barcode.</Text>
              <Anchor component="button" type="button" size="sm" onClick={() => setNewLpn(false)}>
                Scan an LPN instead
              </Anchor>
            </Group>
          </Alert>
        ) : (
          <Stack gap={4}>
            <BarcodeInput
              label="LPN"
              description="Scan the LPN (a pallet of this order, or a new LPN label)"
              value={lpn}
              onChange={(value) => {
                setLpn(value);
                setLpnError(undefined);
              }}
              onSubmit={focusSerial}
              clearOnSubmit={false}
              error={lpnError}
              autoFocus
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setNewLpn(true);
                  setLpnError(undefined);
                  focusSerial();
                }}
              >
                New LPN
              </Button>
            </Group>
          </Stack>
        )}
        <ScannedSerials
          fieldId={SERIAL_FIELD}
          lines={lines}
          onChange={(next) => {
            setLines(next);
            setOutcome(null);
          }}
          max={LPN_PACK_MAX}
          label="Serials to pack"
        />
        <OutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} />
        <Group justify="flex-end" gap="xs">
          {lines.length > 0 ? (
            <Button variant="default" onClick={() => setLines([])}>
              Clear the list
            </Button>
          ) : null}
          <Button onClick={() => void pack()} disabled={lines.length === 0} loading={packing}>
            {lines.length > 0 ? packLabel(lines.length, lpnBarcode) : "Pack"}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
