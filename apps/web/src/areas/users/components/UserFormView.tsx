import {
  Button,
  Group,
  MultiSelect,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TextInput,
  Title,
} from "@mantine/core";
import { CreateUserBody, entitlementLabel, KNOWN_ENTITLEMENTS, UpdateUserBody, type User } from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { useRoles } from "../api";
import type { PeopleKind } from "./people-kinds";
import { emptyValues, toCreateBody, toUpdateBody, type UserFormValues, valuesOf } from "./user-form-values";

/** The known entitlements, plus any other the user already has (kept, shown by name). */
function entitlementOptions(held: readonly string[]) {
  const others = held.filter((code) => !KNOWN_ENTITLEMENTS.some((e) => e.value === code));
  return [...KNOWN_ENTITLEMENTS, ...others.map((value) => ({ value, label: entitlementLabel(value) }))];
}

type Props = {
  kind: PeopleKind;
  /** The user being edited; absent on the new screen. */
  user?: User;
  save: (values: UserFormValues) => Promise<User>;
};

/** The new and edit screens of operators and client users; validated by the domain schemas. */
export function UserFormView({ kind, user, save }: Props) {
  const navigate = useNavigate();
  const { data: site } = useSite();
  const roles = useRoles(kind.roleType);
  const editing = user !== undefined;
  const { form, onSubmit: submit } = useDomainForm<UserFormValues, unknown>({
    name: "UserForm",
    schema: editing ? UpdateUserBody : CreateUserBody,
    initialValues: user ? valuesOf(user) : emptyValues(kind),
    toBody: editing ? toUpdateBody : toCreateBody,
    // The screen's save builds its own body from the values (create and update differ).
    submit: async (_body, values) => {
      const saved = await save(values);
      form.resetDirty();
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate(`${kind.basePath}/${saved.id}`);
    },
  });

  const warehouses = (site?.warehouses ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.shortName} · ${w.name}`,
  }));
  const roleOptions = (roles.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const title = editing ? `Edit ${user.name}` : `New ${kind.singular}`;

  return (
    <Stack maw={640}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <TextInput label="First name" required autoFocus {...form.getInputProps("firstName")} />
            <TextInput label="Last name" required {...form.getInputProps("lastName")} />
          </Group>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps("email")}
          />
          {kind.types.length > 1 ? (
            <Select
              label="Type"
              required
              allowDeselect={false}
              data={kind.types}
              {...form.getInputProps("type")}
            />
          ) : null}
          <SelectField
            label="Home warehouse"
            data={warehouses}
            placeholder="None"
            value={form.values.warehouseId}
            onChange={(value) => form.setFieldValue("warehouseId", value)}
            error={form.errors.warehouseId}
          />
          <MultiSelect
            label="Roles"
            data={roleOptions}
            searchable
            nothingFoundMessage="No such role"
            {...form.getInputProps("roleIds")}
          />
          <MultiSelect
            label="Entitlements"
            description={kind.entitlementHint}
            required
            data={entitlementOptions(form.values.entitlements)}
            {...form.getInputProps("entitlements")}
          />
          <PasswordInput
            label={editing ? "New password" : "Password"}
            description={editing ? "Leave empty to keep the current password." : "At least 8 characters."}
            required={!editing}
            autoComplete="new-password"
            {...form.getInputProps("password")}
          />
          {editing ? (
            <Switch label="Active (can sign in)" {...form.getInputProps("active", { type: "checkbox" })} />
          ) : null}
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : `Add ${kind.singular}`}
            </Button>
            <Button
              variant="default"
              onClick={() => navigate(editing ? `${kind.basePath}/${user.id}` : kind.basePath)}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
