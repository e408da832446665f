import { Alert, Group, Loader, Paper, Progress, Stack, Text } from "@mantine/core";
import type { Reservation } from "@ops/domain";
import { useState } from "react";
import { PageHeader } from "../../../shared/PageHeader";
import { LoadFailed } from "../components/LoadFailed";
import { ScanBox, useScanBox } from "../components/ScanBox";
import { PickListGroups } from "./PickListGroups";
import { useMyPickList, usePickAsset } from "./picking-api";
import { ShortPickModal } from "./ShortPickModal";

/**
 * `picking`: the signed-in user's pick list grouped by location in walking order, a scan box
 * (scan an asset of the list to pick it), short-picks with a reason, and the progress through
 * the list's orders. Works on a phone with a scanner.
 */
export default function PickingPage() {
  const list = useMyPickList();
  const pick = usePickAsset();
  const box = useScanBox("pick-scan", "PickingPage");
  const [shorting, setShorting] = useState<Reservation | null>(null);

  const scan = (barcode: string) => {
    // The box stays enabled while a pick is on its way (a disabled field loses the focus the
    // scanner types into); a second Enter meanwhile is ignored.
    if (pick.isPending) return;
    pick.mutate(barcode, {
      onSuccess: (picked) => box.accepted(`Picked ${picked.barcode} for ${picked.activitySlug}`),
      onError: box.refused,
    });
  };

  const progress = list.data?.progress;
  const done = progress ? progress.picked + progress.short : 0;
  const all = progress ? done + progress.toPick : 0;

  return (
    <Stack>
      <PageHeader
        title="Picking"
        description="Scan each asset as you take it; walk the locations from the top."
      />
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <ScanBox box={box} label="Scan an asset to pick" onSubmit={scan} />
          {progress && all > 0 ? (
            <div>
              <Group justify="space-between" mb={4}>
                <Text size="sm">
                  {done} of {all} done
                </Text>
                <Text size="sm" c="dimmed">
                  {progress.picked} picked · {progress.short} short
                </Text>
              </Group>
              <Progress.Root size="lg" aria-label="Progress through the list's orders">
                <Progress.Section value={(progress.picked / all) * 100} color="teal" />
                <Progress.Section value={(progress.short / all) * 100} color="orange" />
              </Progress.Root>
            </div>
          ) : null}
        </Stack>
      </Paper>
      {list.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label="Loading the pick list" />
        </Group>
      ) : list.error ? (
        <LoadFailed
          title="The pick list could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.groups.length === 0 ? (
        <Alert color="gray" title="Nothing to pick">
          Nothing is reserved for you or for anyone in your warehouse. Reserved stock shows here as orders
          reserve it.
        </Alert>
      ) : (
        <>
          {list.data.total > list.data.groups.reduce((n, g) => n + g.reservations.length, 0) ? (
            <Text size="sm" c="dimmed">
              Showing the first {list.data.groups.reduce((n, g) => n + g.reservations.length, 0)} of{" "}
              {list.data.total}; the rest follow as you pick.
            </Text>
          ) : null}
          <PickListGroups groups={list.data.groups} onShort={setShorting} />
        </>
      )}
      <ShortPickModal
        reservation={shorting}
        onClose={() => {
          setShorting(null);
          box.refocus();
        }}
        onDone={(r) => box.say(`Reported ${r.barcode} short`)}
      />
    </Stack>
  );
}
