import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { createLaborSegment } from "@ops/domain";
import { type ReactNode, useState } from "react";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { clockIn, useCurrentLabor, useRefreshLabor, useWorkstations } from "../labor-api";
import { WorkstationPicker } from "./WorkstationPicker";

type Props = {
  slug: string;
  /** The work order's warehouse: its workstations are offered. Unknown: the scan box alone. */
  warehouseId: number | undefined;
  /** "shop order" or "processing job", for the texts. */
  orderNoun: string;
  /** After a clock-in, e.g. to put the focus back in the scan box. */
  onClockedIn?: () => void;
  /** The scan box, which the clock-in button sits beside. */
  children: ReactNode;
};

/**
 * Where the technician scans: the workstation they are clocked in at on this order, or one they
 * choose (the same remembered choice per warehouse as the clock-in). The scan itself carries no
 * workstation; when the person is not clocked in on this order, "Clock in at <workstation>"
 * beside the scan box clocks them in here with a crew of 1 (clocking them out of another order).
 */
export function WorkScanWorkstation({ slug, warehouseId, orderNoun, onClockedIn, children }: Props) {
  const can = useCan();
  const allowed = can(createLaborSegment) && warehouseId !== undefined;
  const current = useCurrentLabor(allowed);
  const workstations = useWorkstations(allowed ? warehouseId : undefined);
  const refresh = useRefreshLabor();
  const fail = useFailure("WorkScanClockIn");
  const [workstationId, setWorkstationId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const segment = current.data ?? null;
  const here = segment !== null && segment.activitySlug === slug;
  const chosen = workstations.data?.find((w) => w.id === workstationId);
  // The clock could not be read: no clock-in is offered (the labor tab says why).
  const offer = allowed && current.isSuccess && !here && chosen !== undefined;

  const clockInHere = async () => {
    if (!chosen) return;
    setBusy(true);
    setError(undefined);
    try {
      const started = await clockIn(slug, { workstationId: chosen.id, crewSize: 1 });
      showSnackbar(`Clocked in at ${started.workstationBarcode ?? chosen.barcode}`, "success");
      await refresh();
    } catch (failure) {
      const fields = fail(failure);
      setError(fields.workstationId ?? (failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setBusy(false);
      onClockedIn?.();
    }
  };

  let where: ReactNode = null;
  if (!allowed) where = null;
  else if (current.isPending)
    where = (
      <Text size="sm" c="dimmed">
        Checking where you are clocked in…
      </Text>
    );
  else if (here)
    where = (
      <Text size="sm" data-testid="scan-workstation">
        Scanning at{" "}
        <Text span fw={600}>
          {segment?.workstationBarcode ?? "—"}
        </Text>{" "}
        (clocked in on this {orderNoun})
      </Text>
    );
  else
    where = (
      <Box maw={420}>
        <WorkstationPicker
          id="work-scan-workstation"
          label="Scanning at"
          warehouseId={warehouseId}
          value={workstationId}
          onChange={(id) => {
            setWorkstationId(id);
            setError(undefined);
          }}
          required={false}
        />
      </Box>
    );

  // One structure whatever the clock says, so the scan box is never mounted anew (nor loses focus).
  return (
    <Stack gap="xs">
      {where}
      <Group align="flex-start" gap="xs" wrap="wrap">
        <Box style={{ flex: "1 1 240px" }}>{children}</Box>
        {offer ? (
          <Stack gap={4} style={{ flex: "0 1 auto" }} mt={{ base: 0, sm: 24 }}>
            <Button variant="light" loading={busy} onClick={() => void clockInHere()}>
              Clock in at {chosen.barcode}
            </Button>
            {segment ? (
              <Text size="xs" c="dimmed" maw={260}>
                You are clocked in on {segment.activitySlug}; clocking in here clocks you out there.
              </Text>
            ) : null}
            {error ? (
              <Text size="xs" c="red" role="alert" maw={260}>
                {error}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Group>
    </Stack>
  );
}
