import { Button, Card, Group, Loader, Select, Stack, Table, Text, Title } from "@mantine/core";
import {
  type ActivityAssignment,
  ASSIGNMENT_ROLES,
  createActivityAssignment,
  deleteActivityAssignment,
  labelOf,
} from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useFailure } from "../../../shared/use-failure";
import { useAddAssignment, useAssignments, useOperatorOptions, useRemoveAssignment } from "../inbound-api";

const ROLE_OPTIONS = ASSIGNMENT_ROLES.map((r) => ({ value: r.id, label: r.label }));

/** The people assigned to a load, with their role: add one, remove one after confirming. */
export function InboundAssignments({ slug }: { slug: string }) {
  const fail = useFailure("InboundAssignments");
  const assignments = useAssignments(slug);
  const operators = useOperatorOptions();
  const add = useAddAssignment(slug);
  const remove = useRemoveAssignment(slug);
  const can = useCan();
  const [userId, setUserId] = useState<string | null>(null);
  const [role, setRole] = useState<string>("lead");
  const [error, setError] = useState<string | undefined>();
  const removal = useConfirmedAction<ActivityAssignment>({
    component: "InboundAssignments",
    run: (a) => remove.mutateAsync(a.id),
    success: (a) => `${a.userName} was removed`,
  });

  const submit = async () => {
    if (!userId) {
      setError("Choose a person");
      return;
    }
    try {
      const created = await add.mutateAsync({
        userId: Number(userId),
        role: role as ActivityAssignment["role"],
      });
      showSnackbar(`${created.userName} was assigned`, "success");
      setUserId(null);
      setError(undefined);
    } catch (e) {
      const fields = fail(e);
      setError(fields.userId ?? fields.role);
    }
  };

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        People
      </Title>
      <Stack>
        {!assignments.data ? (
          assignments.error ? (
            <Text c="red">The assignments could not be loaded.</Text>
          ) : (
            <Loader size="sm" aria-label="Loading assignments" />
          )
        ) : assignments.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nobody is assigned yet.
          </Text>
        ) : (
          <Table aria-label="Assigned people" verticalSpacing={4}>
            <Table.Tbody>
              {assignments.data.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>{a.userName}</Table.Td>
                  <Table.Td>{labelOf(ASSIGNMENT_ROLES, a.role)}</Table.Td>
                  {can(deleteActivityAssignment) ? (
                    <Table.Td ta="right">
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => removal.ask(a)}
                        aria-label={`Remove ${a.userName}`}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {can(createActivityAssignment) ? (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <div style={{ flex: "1 1 180px" }}>
              <SelectField
                label="Person"
                placeholder="Choose a person"
                data={(operators.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
                value={userId}
                onChange={setUserId}
                error={error}
              />
            </div>
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              allowDeselect={false}
              value={role}
              onChange={(v) => setRole(v ?? "lead")}
              w={140}
            />
            <Button onClick={submit} loading={add.isPending}>
              Assign
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={removal.pending !== null}
        title="Remove from this load?"
        confirmLabel="Remove"
        onConfirm={removal.confirm}
        onClose={removal.cancel}
        loading={removal.running}
      >
        {removal.pending?.userName} is no longer assigned to this load.
      </ConfirmModal>
    </Card>
  );
}
