import { Button, Group, Modal, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import {
  ACCOUNT_ROLE_MESSAGE,
  type Account,
  CreateUserBody,
  memberTypeOf,
  VENDOR_ENTITLEMENT,
} from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useCreateAccountUser } from "../api";
import { AccountRoleSelect } from "./AccountRoleSelect";

type Props = { account: Account; opened: boolean; onClose: () => void };

type Values = { firstName: string; lastName: string; email: string; password: string; roleId: string | null };

const EMPTY: Values = { firstName: "", lastName: "", email: "", password: "", roleId: null };

/** A new member: a client user with the client portal, or a vendor user with the vendor portal. */
function toUser(values: Values, type: "client" | "vendor"): CreateUserBody {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    type,
    entitlements: [type === "vendor" ? VENDOR_ENTITLEMENT : "client_user"],
    warehouseId: null,
    roleIds: values.roleId ? [Number(values.roleId)] : [],
  };
}

/** The server names fields of the nested user as `user.<field>`; the form has them at the top. */
function withoutUserPrefix(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field.replace(/^user\./, ""), text]),
  );
}

/** Creates a user and adds them to the account in one step (a vendor user to a vendor, without a role). */
export function CreateAccountUserModal({ account, opened, onClose }: Props) {
  const memberType = memberTypeOf(account.type);
  const needsRole = memberType === "client";
  const create = useCreateAccountUser(account.id);
  const { form, onSubmit: submit } = useDomainForm({
    name: "CreateAccountUserModal",
    schema: CreateUserBody,
    initialValues: EMPTY,
    toBody: (values) => toUser(values, memberType),
    validate: (values, errors) => ({
      ...errors,
      ...(values.roleId || !needsRole ? {} : { roleId: ACCOUNT_ROLE_MESSAGE }),
    }),
    serverErrors: withoutUserPrefix,
    submit: async (user, values) => {
      await create.mutateAsync({ user, roleId: needsRole ? Number(values.roleId) : null });
      showSnackbar(`${user.firstName} ${user.lastName} was added to ${account.name}`, "success");
      close();
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={needsRole ? "Create user" : "Create vendor user"}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-label="Create user">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required data-autofocus {...form.getInputProps("firstName")} />
            <TextInput label="Last name" required {...form.getInputProps("lastName")} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters."
            required
            autoComplete="new-password"
            {...form.getInputProps("password")}
          />
          {needsRole ? <AccountRoleSelect {...form.getInputProps("roleId")} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Create user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
