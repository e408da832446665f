import { Alert, Anchor, Button, Chip, Group, Loader, Stack, Text } from "@mantine/core";
import { PACKAGING_TYPES, type PackagingType } from "@ops/domain";
import { useState } from "react";
import { useFailure } from "../../../shared/use-failure";
import { LoadFailed } from "../../inventory/components/LoadFailed";
import { packingListFiles, useCreateUnit, useLoadUnits } from "../consolidation-api";
import { UnitPanel } from "./UnitPanel";

/** Load statuses whose shipping units change (the server refuses others with the reason). */
const CONSOLIDATING = new Set(["building", "picked"]);

/**
 * An outbound load's shipping units: how far it is consolidated, new pallet / gaylord / box, the
 * units to choose from and the chosen one's panel, and the whole load's packing list.
 */
export function LoadUnits({ slug, status }: { slug: string; status: string }) {
  const units = useLoadUnits(slug);
  const create = useCreateUnit();
  const fail = useFailure("LoadUnits");
  const [chosen, setChosen] = useState<number | null>(null);
  const editable = CONSOLIDATING.has(status);

  if (units.isPending)
    return (
      <Group justify="center" p="lg">
        <Loader aria-label="Loading the shipping units" />
      </Group>
    );
  if (units.error)
    return (
      <LoadFailed
        title="The shipping units could not be loaded"
        error={units.error}
        onRetry={() => void units.refetch()}
      />
    );
  const { data, progress } = units.data;
  const selected = data.find((u) => u.id === chosen) ?? data.find((u) => u.status === "open") ?? data[0];

  const start = (packaging: PackagingType) =>
    create.mutate({ slug, packaging }, { onSuccess: (unit) => setChosen(unit.id), onError: (e) => fail(e) });

  return (
    <Stack>
      <Text size="sm" aria-label="Consolidation progress">
        {progress.picked} picked · {progress.onUnits} on units · {progress.notOnUnit} on no unit ·{" "}
        {progress.openUnits} open unit{progress.openUnits === 1 ? "" : "s"}
      </Text>
      {editable ? (
        <Group gap="xs">
          {PACKAGING_TYPES.map((p) => (
            <Button
              key={p.id}
              size="sm"
              variant="light"
              onClick={() => start(p.id)}
              loading={create.isPending}
            >
              New {p.label.toLowerCase()}
            </Button>
          ))}
        </Group>
      ) : (
        <Alert color="gray">
          Shipping units change only while the load is being built or picked
          {status === "packed" ? "; move it back to picked to change them" : ""}.
        </Alert>
      )}
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No shipping unit yet. Start a pallet, gaylord or box, then scan picked assets onto it.
        </Text>
      ) : (
        <>
          <Chip.Group value={String(selected?.id ?? "")} onChange={(v) => setChosen(Number(v))}>
            <Group gap="xs" aria-label="Shipping units">
              {data.map((u) => (
                <Chip key={u.id} value={String(u.id)} ff="monospace">
                  {u.barcode} ({u.itemCount}){u.status === "closed" ? " ✓" : ""}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {selected ? <UnitPanel key={selected.id} unit={selected} editable={editable} /> : null}
          <Group gap="sm">
            <Anchor href={packingListFiles.loadPdf(slug)} target="_blank" size="sm">
              Print the load's packing list
            </Anchor>
            <Anchor href={packingListFiles.loadXlsx(slug)} download size="sm">
              Load packing list (xlsx)
            </Anchor>
          </Group>
        </>
      )}
    </Stack>
  );
}
