import { Alert, Loader, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { listRolePermissions, type RoleTypeId } from "@ops/domain";
import { useState } from "react";
import { useEndpointQuery } from "../../../shared/endpoints";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RolePermissionsEditor } from "./RolePermissionsEditor";

/** Which role has which permission (SPEC §6 keeps operator and client roles apart). */
export default function RolesPage() {
  const can = useCan();
  const [type, setType] = useState<RoleTypeId>("operator");
  const [roleId, setRoleId] = useState<string | null>(null);
  const matrix = useEndpointQuery(listRolePermissions, {});
  const listKey = [listRolePermissions.operationId] as const;
  const roles = (matrix.data?.roles ?? []).filter((r) => r.type === type);
  const role = roles.find((r) => String(r.id) === roleId) ?? roles[0];

  return (
    <Stack>
      <PageHeader
        title="Roles and permissions"
        description="What each role may do. A user holds the permissions of all their roles; a user with no role can only sign in."
      />
      <SegmentedControl
        w="fit-content"
        value={type}
        onChange={(value) => {
          setType(value as RoleTypeId);
          setRoleId(null);
        }}
        data={[
          { value: "operator", label: "Operator roles" },
          { value: "client", label: "Client roles" },
        ]}
      />
      {matrix.isPending ? (
        <Loader aria-label="Loading roles" />
      ) : matrix.error ? (
        <Alert color="red" title="The roles could not be loaded">
          {matrix.error.message}
        </Alert>
      ) : roles.length === 0 ? (
        <Text c="dimmed">There are no {type} roles.</Text>
      ) : (
        <>
          <Select
            label="Role"
            maw={360}
            allowDeselect={false}
            value={role ? String(role.id) : null}
            onChange={setRoleId}
            data={roles.map((r) => ({ value: String(r.id), label: `${r.name} (${r.activeUsers} active)` }))}
          />
          {role ? (
            <RolePermissionsEditor
              key={role.id}
              role={role}
              permissions={matrix.data.permissions}
              editable={can("roles.manage")}
              listKey={listKey}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
