import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import {
  ACCOUNT_PRICING_MODES,
  ACCOUNT_STATUSES,
  type Account,
  AccountBody,
  type AccountInput,
  type AccountType,
  ASSET_FORM_VARIANTS,
  CERTIFICATE_TYPES,
  type EnumOption,
  INBOUND_FORM_VARIANTS,
  SUBSCRIPTION_LEVELS,
} from "@ops/domain";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { CountryField } from "../../../shared/CountryField";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useAccount, useParentOptions } from "../api";
import {
  type AccountFormValues,
  accountValuesOf,
  emptyAccountValues,
  toAccountBody,
} from "./account-form-values";

type Props = {
  /** `active` for a client account, `dsvs` for a downstream vendor. */
  type: AccountType;
  /** The account being edited; absent on the new screens. */
  account?: Account;
  /** Preselected parent on the new screen (`?parentId=`). */
  parentId?: string | null;
  save: (body: AccountInput) => Promise<Account>;
};

/** Options of an enumeration: the selectable ones, plus the current value if it is no longer offered. */
function optionsOf(list: readonly EnumOption[], current?: string) {
  return list
    .filter((o) => (!o.disabled && !o.inactive) || o.id === current)
    .map((o) => ({
      value: o.id,
      label: o.disabled || o.inactive ? `${o.label} (${o.id}, no longer offered)` : o.label,
    }));
}

/** The parent picker: client accounts other than this one and its own sub-accounts. */
function useParentChoices(type: AccountType, account: Account | undefined, parentId: string | null) {
  const options = useParentOptions(type === "active");
  const known = options.data?.data.some((a) => String(a.id) === parentId) ?? false;
  // A parent beyond the first page of options is still shown by name.
  const parent = useAccount(parentId && options.data && !known ? Number(parentId) : Number.NaN);
  return useMemo(() => {
    const list = (options.data?.data ?? [])
      .filter((a) => a.id !== account?.id && (account === undefined || a.parentId !== account.id))
      .map((a) => ({ value: String(a.id), label: a.code ? `${a.name} (${a.code})` : a.name }));
    if (parent.data && !list.some((o) => o.value === String(parent.data.id))) {
      list.unshift({ value: String(parent.data.id), label: parent.data.name });
    }
    return list;
  }, [options.data, parent.data, account]);
}

/** New and edit screens of client accounts and downstream vendors, validated by `AccountBody`. */
export function AccountForm({ type, account, parentId = null, save }: Props) {
  const navigate = useNavigate();
  const vendor = type === "dsvs";
  const editing = account !== undefined;
  const home = (id: number) => (vendor ? `/accounts/${id}/dsv` : `/accounts/${id}`);
  const { form, onSubmit: submit } = useDomainForm({
    name: "AccountForm",
    schema: AccountBody,
    initialValues: account ? accountValuesOf(account) : emptyAccountValues(parentId),
    toBody: (values: AccountFormValues) => toAccountBody(values, type, account),
    submit: async (body) => {
      const saved = await save(body);
      form.resetDirty();
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate(home(saved.id));
    },
  });
  const parents = useParentChoices(type, account, form.values.parentId);

  const noun = vendor ? "downstream vendor" : "account";
  const title = editing ? `Edit ${account.name}` : `New ${noun}`;
  const cancelTo = editing ? home(account.id) : vendor ? "/accounts/dsvs" : "/accounts";

  return (
    <Stack maw={760}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required autoFocus {...form.getInputProps("name")} />
            <TextInput
              label="Code"
              placeholder="Short reference, e.g. ACME"
              {...form.getInputProps("code")}
              // Shown as it is stored: codes are upper-case, like barcodes.
              onChange={(event) => form.setFieldValue("code", event.currentTarget.value.toUpperCase())}
            />
            <Select
              label="Status"
              required
              allowDeselect={false}
              data={optionsOf(ACCOUNT_STATUSES, account?.status)}
              {...form.getInputProps("status")}
            />
            {vendor ? null : (
              <SelectField
                label="Parent account"
                placeholder="None (top-level account)"
                data={parents}
                value={form.values.parentId}
                onChange={(value) => form.setFieldValue("parentId", value)}
                error={form.errors.parentId}
              />
            )}
          </SimpleGrid>
          {vendor ? null : (
            <>
              <Title order={2} size="h4">
                Pricing and forms
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label="Pricing mode"
                  allowDeselect={false}
                  data={optionsOf(ACCOUNT_PRICING_MODES, account?.pricingMode)}
                  {...form.getInputProps("pricingMode")}
                />
                <Select
                  label="Inbound form"
                  allowDeselect={false}
                  data={optionsOf(INBOUND_FORM_VARIANTS, account?.inboundForm)}
                  {...form.getInputProps("inboundForm")}
                />
                <Select
                  label="Asset form"
                  allowDeselect={false}
                  data={optionsOf(ASSET_FORM_VARIANTS, account?.assetForm)}
                  {...form.getInputProps("assetForm")}
                />
                <Select
                  label="Certificate type"
                  description="What its loads earn: a certificate of data destruction, of recycling, or none."
                  allowDeselect={false}
                  data={optionsOf(CERTIFICATE_TYPES, account?.certificateType)}
                  {...form.getInputProps("certificateType")}
                />
                <Select
                  label="Subscription"
                  description="Which client dashboards and reports its users can open."
                  allowDeselect={false}
                  data={SUBSCRIPTION_LEVELS.map((l) => ({ value: l.id, label: l.label }))}
                  {...form.getInputProps("subscriptionLevel")}
                />
              </SimpleGrid>
            </>
          )}
          <Title order={2} size="h4">
            Contact and address
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps("email")} />
            <TextInput label="Phone" type="tel" {...form.getInputProps("phone")} />
          </SimpleGrid>
          <TextInput label="Street" {...form.getInputProps("street")} />
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput label="City" {...form.getInputProps("city")} />
            <TextInput label="State or region" {...form.getInputProps("region")} />
            <TextInput label="Postal code" {...form.getInputProps("postalCode")} />
            <CountryField
              value={form.values.country || null}
              onChange={(value) => form.setFieldValue("country", value ?? "")}
              error={form.errors.country}
            />
          </SimpleGrid>
          <Textarea label="Notes" autosize minRows={3} maxRows={10} {...form.getInputProps("notes")} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : `Add ${noun}`}
            </Button>
            <Button variant="default" onClick={() => navigate(cancelTo)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
