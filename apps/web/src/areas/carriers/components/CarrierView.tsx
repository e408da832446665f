import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { type Carrier, deleteCarrier, listActivities, updateCarrier } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useDeleteCarrier } from "../api";
import { ActiveBadge } from "./badges";
import { CarrierContactsSection } from "./CarrierContactsSection";
import { CarrierRulesSection } from "./CarrierRulesSection";

function Details({ carrier: c }: { carrier: Carrier }) {
  const rows: [string, ReactNode][] = [
    ["SCAC", c.scac ?? "—"],
    ["Phone", c.phone ?? "—"],
    [
      "Email",
      c.email ? (
        <Anchor key="email" size="sm" href={`mailto:${c.email}`}>
          {c.email}
        </Anchor>
      ) : (
        "—"
      ),
    ],
    ["Website", c.website ?? "—"],
    [
      "Notes",
      c.notes ? (
        <Text key="notes" size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {c.notes}
        </Text>
      ) : (
        "—"
      ),
    ],
    ["Added", new Date(c.createdAt).toLocaleString()],
  ];
  return (
    <Table variant="vertical" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={140}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A carrier: details, then its contacts and its rules. */
export function CarrierView({ carrier: c }: { carrier: Carrier }) {
  const navigate = useNavigate();
  const can = useCan();
  const remove = useDeleteCarrier();
  const deletion = useConfirmedAction<Carrier>({
    component: "CarrierView",
    run: async (carrier) => {
      await remove.mutateAsync(carrier.id);
      navigate("/carriers");
    },
    success: (carrier) => `${carrier.name} was deleted`,
  });
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Anchor component={Link} to="/carriers" size="sm">
          ← Carriers
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Group gap="sm">
            <Title order={1}>{c.name}</Title>
            {c.scac ? <Badge variant="outline">{c.scac}</Badge> : null}
            <ActiveBadge active={c.active} />
          </Group>
          <Group gap="xs">
            {can(listActivities) ? (
              <Button component={Link} to={`/carriers/${c.id}/loads`} size="xs" variant="default">
                Loads
              </Button>
            ) : null}
            {can(updateCarrier) ? (
              <Button component={Link} to={`/carriers/${c.id}/edit`} size="xs">
                Edit
              </Button>
            ) : null}
            {can(deleteCarrier) ? (
              <Button size="xs" variant="light" color="red" onClick={() => deletion.ask(c)}>
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>
      </div>
      <Details carrier={c} />
      <CarrierContactsSection carrier={c} />
      <CarrierRulesSection carrier={c} />
      <ConfirmModal
        opened={deletion.pending !== null}
        title="Delete carrier"
        confirmLabel="Delete"
        loading={deletion.running}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      >
        Delete {c.name} with its contacts and rules? A carrier named by a vendor rule cannot be deleted; make
        it inactive instead.
      </ConfirmModal>
    </Stack>
  );
}
