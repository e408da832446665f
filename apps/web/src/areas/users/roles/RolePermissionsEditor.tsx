import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  type Permission,
  type PermissionInfo,
  type RoleWithPermissions,
  setRolePermissions,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useEndpointMutation } from "../../../shared/endpoints";
import { siteKey } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { byArea, roleChanges } from "./role-changes";

const AREA_LABEL: Record<string, string> = {
  accounts: "Accounts",
  activities: "Activities",
  inbound: "Inbound",
  assets: "Assets",
  pricing: "Load pricing",
  prices: "Price books",
  catalogue: "Catalogue",
  carriers: "Carriers",
  locations: "Locations",
  users: "Users",
  roles: "Roles",
};

type Props = {
  role: RoleWithPermissions;
  permissions: PermissionInfo[];
  editable: boolean;
  listKey: readonly unknown[];
};

/** The permissions of one role as checkboxes by area; saving asks first when people lose something. */
export function RolePermissionsEditor({ role, permissions, editable, listKey }: Props) {
  const [chosen, setChosen] = useState<Permission[]>(role.permissions);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const fail = useFailure("RolePermissionsEditor");
  const offered = permissions.filter((p) => p.roleTypes.includes(role.type));
  const { added, removed } = roleChanges(
    role.permissions,
    offered.map((p) => p.id).filter((id) => chosen.includes(id)),
  );
  const save = useEndpointMutation(setRolePermissions, {
    onSuccess: async (saved) => {
      setConfirming(false);
      showSnackbar(`${saved.name} saved`, "success");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        // The signed-in user's own menu and buttons follow their roles.
        queryClient.invalidateQueries({ queryKey: siteKey }),
      ]);
    },
    onError: (error) => {
      setConfirming(false);
      fail(error);
    },
  });
  const submit = () =>
    save.mutate({
      params: { id: role.id },
      body: { permissions: offered.map((p) => p.id).filter((id) => chosen.includes(id)) },
    });
  const toggle = (id: Permission, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((p) => p !== id)));
  const changed = added.length + removed.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{role.name}</Title>
          <Text size="sm" c="dimmed">
            {role.type === "operator" ? "Operator" : "Client"} role · {role.activeUsers} active{" "}
            {role.activeUsers === 1 ? "user" : "users"}
          </Text>
        </div>
        {editable ? (
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!changed || save.isPending}
              onClick={() => setChosen(role.permissions)}
            >
              Undo changes
            </Button>
            <Button
              disabled={!changed}
              loading={save.isPending}
              onClick={() => (removed.length > 0 && role.activeUsers > 0 ? setConfirming(true) : submit())}
            >
              Save
            </Button>
          </Group>
        ) : null}
      </Group>
      {!editable ? (
        <Text size="sm" c="dimmed">
          You can see the roles; changing them needs the “roles.manage” permission.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {byArea(offered).map((group) => (
          <Paper key={group.area} withBorder p="sm">
            <Text fw={600} mb="xs">
              {AREA_LABEL[group.area] ?? group.area}
            </Text>
            <Stack gap={6}>
              {group.items.map((p) => (
                <Checkbox
                  key={p.id}
                  label={p.label}
                  description={p.id}
                  checked={chosen.includes(p.id)}
                  disabled={!editable || save.isPending}
                  onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <ConfirmModal
        opened={confirming}
        title={`Remove permissions from ${role.name}?`}
        confirmLabel="Remove and save"
        loading={save.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      >
        {role.activeUsers} active {role.activeUsers === 1 ? "user loses" : "users lose"}: {removed.join(", ")}
        . They are refused from their next click.
      </ConfirmModal>
    </Stack>
  );
}
