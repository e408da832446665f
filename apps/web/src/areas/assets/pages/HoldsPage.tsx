import { Button, Group, Modal, SegmentedControl, Select, Stack } from "@mantine/core";
import { type AssetHold, createHold, HOLD_TYPES, labelOf, releaseHold } from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { type HoldsFilter, type HoldTypeId, useReleaseHold } from "../assets-api";
import { HOLD_TYPE_GROUPS, HoldForm } from "../components/HoldForm";
import { HoldsTable } from "../components/HoldsTable";

const isHoldType = (value: string | null): value is HoldTypeId => HOLD_TYPES.some((t) => t.id === value);

/** `holds` (operators): assets on hold and released holds; put an asset on hold; release a hold. */
export default function HoldsPage() {
  const [filter, setFilter] = useState<HoldsFilter>({ status: "active" });
  const [adding, setAdding] = useState(false);
  const release = useReleaseHold();
  const can = useCan();
  const releasing = useConfirmedAction({
    component: "HoldsPage",
    run: (hold: AssetHold) => release.mutateAsync(hold.id),
    success: (hold: AssetHold) => `The hold on ${hold.barcode} was released`,
  });

  return (
    <Stack>
      <PageHeader
        title="Holds"
        description="A held asset cannot be moved out of its activity or sold until its hold is released."
        action={can(createHold) ? <Button onClick={() => setAdding(true)}>Put on hold</Button> : null}
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Status"
          data={[
            { value: "active", label: "Active" },
            { value: "released", label: "Released" },
          ]}
          value={filter.status}
          onChange={(status) =>
            setFilter({ ...filter, status: status === "released" ? "released" : "active" })
          }
        />
        <Select
          aria-label="Hold type"
          placeholder="All types"
          data={HOLD_TYPE_GROUPS}
          clearable
          value={filter.type ?? null}
          onChange={(type) => setFilter({ status: filter.status, ...(isHoldType(type) ? { type } : {}) })}
          w={{ base: "100%", xs: 240 }}
        />
      </Group>
      <HoldsTable filter={filter} onRelease={can(releaseHold) ? releasing.ask : undefined} />
      <Modal opened={adding} onClose={() => setAdding(false)} title="Put an asset on hold" size="lg">
        <HoldForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
      </Modal>
      <ConfirmModal
        opened={releasing.pending !== null}
        title="Release hold"
        confirmLabel="Release"
        loading={releasing.running}
        onConfirm={releasing.confirm}
        onClose={releasing.cancel}
      >
        Release the {labelOf(HOLD_TYPES, releasing.pending?.type)} hold on {releasing.pending?.barcode}? The
        asset can then be moved and sold again.
      </ConfirmModal>
    </Stack>
  );
}
