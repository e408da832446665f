import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { PACKAGING_TYPES, type PackingList } from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useFailure } from "../../../shared/use-failure";
import { ScanBox, useScanBox } from "../../inventory/components/ScanBox";
import { packingListFiles, useDeleteUnit, useScanOntoUnit, useTakeOffUnit } from "../consolidation-api";
import { UnitWeightsForm } from "./UnitWeightsForm";

const packagingLabel = (id: string) => PACKAGING_TYPES.find((p) => p.id === id)?.label ?? id;
const lbs = (n: number | null) => (n === null ? "—" : `${n.toLocaleString("en-US")} lbs`);

/**
 * The selected shipping unit: scan picked assets onto it, its contents (take one off), weights and
 * notes, close or open again, print its packing list (PDF) or export it (xlsx), remove it.
 */
export function UnitPanel({ unit, editable }: { unit: PackingList; editable: boolean }) {
  const scan = useScanOntoUnit();
  const takeOff = useTakeOffUnit();
  const remove = useDeleteUnit();
  const fail = useFailure("UnitPanel");
  const box = useScanBox(`unit-scan-${unit.id}`, "UnitPanel");
  const [removing, setRemoving] = useState(false);
  const open = unit.status === "open";

  const onScan = (barcode: string) => {
    if (scan.isPending) return;
    scan.mutate(
      { id: unit.id, barcode },
      {
        onSuccess: () => box.accepted(`${barcode.toUpperCase()} is on ${unit.barcode}`),
        onError: box.refused,
      },
    );
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={`Shipping unit ${unit.barcode}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={3} size="h5" ff="monospace">
              {unit.barcode}
            </Title>
            <Badge variant="light">{packagingLabel(unit.packaging)}</Badge>
            <Badge color={open ? "blue" : "gray"}>{open ? "Open" : "Closed"}</Badge>
          </Group>
          <Group gap="sm">
            <Anchor href={packingListFiles.unitPdf(unit.id)} target="_blank" size="sm">
              Print packing list
            </Anchor>
            <Anchor href={packingListFiles.unitXlsx(unit.id)} download size="sm">
              xlsx
            </Anchor>
            {open && editable ? (
              <Anchor component="button" type="button" c="red" size="sm" onClick={() => setRemoving(true)}>
                Remove unit
              </Anchor>
            ) : null}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {unit.itemCount} asset{unit.itemCount === 1 ? "" : "s"} · gross {lbs(unit.grossWeight)} · net{" "}
          {lbs(unit.netWeight)}
        </Text>
        {open && editable ? (
          <ScanBox box={box} label={`Scan a picked asset onto ${unit.barcode}`} onSubmit={onScan} />
        ) : null}
        {unit.items.length > 0 ? (
          <Table.ScrollContainer minWidth={0}>
            <Table aria-label={`Contents of ${unit.barcode}`}>
              <Table.Tbody>
                {unit.items.map((item) => (
                  <Table.Tr key={item.assetId}>
                    <Table.Td ff="monospace">{item.barcode}</Table.Td>
                    <Table.Td>
                      <Text size="sm" truncate>
                        {[item.productName, item.serialNumber && `SN ${item.serialNumber}`]
                          .filter(Boolean)
                          .join(" · ")}
                      </Text>
                    </Table.Td>
                    <Table.Td w={40}>
                      {open && editable ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Take ${item.barcode} off ${unit.barcode}`}
                          onClick={() =>
                            takeOff.mutate(
                              { id: unit.id, barcode: item.barcode },
                              { onError: (e) => fail(e) },
                            )
                          }
                        >
                          ×
                        </ActionIcon>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm">Nothing on this unit yet.</Text>
        )}
        <UnitWeightsForm key={`${unit.id}-${unit.status}`} unit={unit} disabled={!editable} />
      </Stack>
      <ConfirmModal
        opened={removing}
        title={`Remove ${unit.barcode}?`}
        confirmLabel="Remove unit"
        loading={remove.isPending}
        onClose={() => setRemoving(false)}
        onConfirm={() =>
          remove.mutate(unit.id, { onSuccess: () => setRemoving(false), onError: (e) => fail(e) })
        }
      >
        Its {unit.itemCount} asset{unit.itemCount === 1 ? "" : "s"} stay picked on the load, on no unit.
      </ConfirmModal>
    </Paper>
  );
}
