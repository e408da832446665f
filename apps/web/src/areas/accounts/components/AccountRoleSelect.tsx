import { Select, type SelectProps } from "@mantine/core";
import { useRoles } from "../../users/api";

/** The client role a member holds on an account (client accounts only; vendors hold none). */
export function AccountRoleSelect(props: Omit<SelectProps, "data" | "label">) {
  const roles = useRoles("client");
  return (
    <Select
      label="Role on this account"
      placeholder="Choose a role"
      required
      data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
      {...props}
    />
  );
}
