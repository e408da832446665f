import { Button, Group, Loader, Modal, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import {
  type Carrier,
  type CarrierRule,
  createCarrierRule,
  SHIPMENT_SIZES,
  TRANSPORT_TYPES,
  updateCarrierRule,
} from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { RowActions } from "../../../shared/RowActions";
import { useSite } from "../../../shared/session";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useCarrierRules, useDeleteCarrierRule, useRegions } from "../api";
import { ActiveBadge } from "./badges";
import { CarrierRuleForm } from "./CarrierRuleForm";
import { listLabel, namesOf, rateLabel } from "./rule-summary";

/** The rules of a carrier; added in a dialog, edited on their own screen. */
export function CarrierRulesSection({ carrier }: { carrier: Carrier }) {
  const rules = useCarrierRules(carrier.id);
  const can = useCan();
  // Edit and Delete need the same permission (carriers.manage), so the column goes with them.
  const manages = can(updateCarrierRule);
  const regions = useRegions();
  const { data: site } = useSite();
  const remove = useDeleteCarrierRule(carrier.id);
  const [adding, setAdding] = useState(false);
  const deletion = useConfirmedAction<CarrierRule>({
    component: "CarrierRulesSection",
    run: (rule) => remove.mutateAsync(rule.id),
    success: (rule) => `${rule.name} was deleted`,
  });
  const warehouses = (site?.warehouses ?? []).map((w) => ({ id: w.id, name: w.shortName }));

  return (
    <Stack gap="xs" component="section" aria-label="Rules">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Rules
        </Title>
        {can(createCarrierRule) ? (
          <Button size="xs" onClick={() => setAdding(true)}>
            Add rule
          </Button>
        ) : null}
      </Group>
      {rules.isPending ? (
        <Loader size="sm" aria-label="Loading rules" />
      ) : rules.error ? (
        <Text c="red">The rules could not be loaded: {rules.error.message}</Text>
      ) : rules.data.length === 0 ? (
        <Text c="dimmed">No rules yet: the carrier is not offered for any load.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table withTableBorder striped aria-label="Rules">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Shipment sizes</Table.Th>
                <Table.Th>Transport</Table.Th>
                <Table.Th>Regions</Table.Th>
                <Table.Th>Warehouses</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Status</Table.Th>
                {manages ? (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{listLabel(r.shipmentSizes, SHIPMENT_SIZES)}</Table.Td>
                  <Table.Td>{listLabel(r.transportTypes, TRANSPORT_TYPES)}</Table.Td>
                  <Table.Td>{namesOf(r.regionIds, regions.data)}</Table.Td>
                  <Table.Td>{namesOf(r.warehouseIds, warehouses)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{rateLabel(r.rate, r.rateUnit)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <ActiveBadge active={r.active} />
                  </Table.Td>
                  {manages ? (
                    <Table.Td>
                      <RowActions
                        name={r.name}
                        editTo={`/carriers/${carrier.id}/rules/${r.id}/edit`}
                        onDelete={() => deletion.ask(r)}
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={`Add a rule to ${carrier.name}`}
        centered
        size="lg"
      >
        {adding ? (
          <CarrierRuleForm
            carrierId={carrier.id}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        ) : null}
      </Modal>
      <ConfirmModal
        opened={deletion.pending !== null}
        title="Delete rule"
        confirmLabel="Delete"
        loading={deletion.running}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        Delete the rule {deletion.pending?.name} of {carrier.name}?
      </ConfirmModal>
    </Stack>
  );
}
