import { Button, Group, SimpleGrid, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type Activity,
  type ActivityInput,
  earliestAcceptedDate,
  HAPPENED_STATUSES,
  SERVICE_TIERS,
  TRANSPORT_TYPES,
} from "@ops/domain";
import { useNavigate } from "react-router";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { TimeField } from "../../../shared/TimeField";
import { withEditedLoad } from "./EditedLoad";
import { InboundAttributesFields, validateInboundAttributes } from "./InboundAttributesFields";
import { InboundParentField } from "./InboundParentField";
import {
  attributeErrorsOf,
  buildInboundBody,
  type InboundFormValues,
  inboundValuesOf,
  shipmentSizeOptions,
} from "./inbound-form-values";
import { LoadFormFrame } from "./LoadFormFrame";
import { useInboundChoices } from "./use-inbound-choices";
import { useSaveLoad } from "./use-save-load";

export type InboundLoadFormProps = {
  /** The load being edited; absent for a new load. */
  slug?: string;
  /** Pre-filled fields of a new load (a clone, an inbound request's data). */
  initialValues?: Partial<ActivityInput>;
  /** The inbound request the new load is made from; the server links the two. */
  inboundRequestNumber?: number;
  onSaved: (activity: Activity) => void;
  /** Where Cancel goes; the load (editing) or the inbound index by default. */
  cancelTo?: string;
};

const enumOptions = (list: readonly { id: string; label: string }[]) =>
  list.map((o) => ({ value: o.id, label: o.label }));

/**
 * The inbound load form (new, clone, edit, from an inbound request): it loads its choices,
 * checks the values with the domain schemas (the load's and the account's inbound form
 * variant's) and saves; the server's 422 errors land on the same fields.
 */
export const InboundLoadForm = withEditedLoad(InboundLoadFormBody);

function InboundLoadFormBody({
  activity,
  initialValues,
  inboundRequestNumber,
  onSaved,
  cancelTo,
}: InboundLoadFormProps & { activity?: Activity }) {
  const navigate = useNavigate();
  const editing = activity !== undefined;
  const { data: site } = useSite();
  const { save, saving, saved } = useSaveLoad("InboundLoadForm", activity, onSaved);

  const form = useForm<InboundFormValues>({
    initialValues: withOwnWarehouse(inboundValuesOf(activity ?? initialValues), site?.user.warehouseId),
  });

  const choices = useInboundChoices(form.values, activity);
  const { accountId, variant } = choices;

  const chooseAccount = (value: string | null) => {
    if (value === form.values.accountId) return;
    form.setValues({
      accountId: value,
      // Programs belong to an account; the attributes to its inbound form.
      programId: null,
      attributes: choices.variantOf(value) === variant ? form.values.attributes : {},
    });
    form.clearFieldError("accountId");
  };

  const submit = form.onSubmit(async (values) => {
    const attributes = validateInboundAttributes(variant, values.attributes);
    const built = buildInboundBody(values, attributes, { editing, inboundRequestNumber, stored: activity });
    if (!built.ok) {
      form.setErrors(built.errors);
      showSnackbar("Some fields need attention", "error");
      return;
    }
    await save(built.body, form.setErrors);
  });

  const derivesClientRef = variant === "client_type_one" || variant === "cable_client";
  const title = editing ? `Edit ${activity.slug}` : "New inbound load";
  const back = cancelTo ?? (editing ? `/inbound/${activity.slug}` : "/inbound");

  return (
    <LoadFormFrame label={title} unsaved={form.isDirty() && saved === null} onSubmit={submit}>
      <Title order={2} size="h4">
        Account
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          label="Account"
          required
          placeholder={choices.accountsPending ? "Loading accounts…" : "Choose an account"}
          data={choices.accountOptions}
          value={form.values.accountId}
          onChange={chooseAccount}
          error={form.errors.accountId}
        />
        <SelectField
          label="Program"
          placeholder={accountId === null ? "Choose the account first" : "None"}
          disabled={accountId === null}
          data={choices.programOptions}
          value={form.values.programId}
          onChange={(v) => form.setFieldValue("programId", v)}
          error={form.errors.programId}
        />
        <SelectField
          label="Warehouse"
          required
          data={choices.warehouseOptions}
          value={form.values.warehouseId}
          onChange={(v) => form.setFieldValue("warehouseId", v)}
          error={form.errors.warehouseId}
        />
        <SelectField
          label="Shipment size"
          placeholder="None"
          data={shipmentSizeOptions(activity?.shipmentSize ?? null)}
          value={form.values.shipmentSize}
          onChange={(v) => form.setFieldValue("shipmentSize", v)}
          error={form.errors.shipmentSize}
        />
      </SimpleGrid>
      <Title order={2} size="h4">
        Logistics
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          label="Service tier"
          placeholder="None"
          data={enumOptions(SERVICE_TIERS)}
          value={form.values.serviceTier}
          onChange={(v) => form.setFieldValue("serviceTier", v)}
          error={form.errors.serviceTier}
        />
        <SelectField
          label="Transport type"
          placeholder="None"
          data={enumOptions(TRANSPORT_TYPES)}
          value={form.values.transportType}
          onChange={(v) => form.setFieldValue("transportType", v)}
          error={form.errors.transportType}
        />
        <SelectField
          label="Carrier"
          placeholder="None"
          data={choices.carrierOptions}
          value={form.values.carrierId}
          onChange={(v) => form.setFieldValue("carrierId", v)}
          error={form.errors.carrierId}
        />
        <SelectField
          label="Logistics coordinator"
          placeholder="None"
          data={choices.coordinatorOptions}
          value={form.values.logisticsCoordinatorId}
          onChange={(v) => form.setFieldValue("logisticsCoordinatorId", v)}
          error={form.errors.logisticsCoordinatorId}
        />
        <SelectField
          label="Vendor"
          placeholder="None"
          description="The downstream vendor or hauler who comes to the dock for this load."
          data={choices.vendorOptions}
          value={form.values.vendorAccountId}
          onChange={(v) => form.setFieldValue("vendorAccountId", v)}
          error={form.errors.vendorAccountId}
        />
        <InboundParentField
          value={form.values.parentSlug}
          onChange={(v) => form.setFieldValue("parentSlug", v)}
          ownSlug={activity?.slug}
          error={form.errors.parentSlug as string | undefined}
        />
      </SimpleGrid>
      <Title order={2} size="h4">
        Dock
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Dock date"
          type="date"
          description={
            editing
              ? "Mark the load scheduled once it has a dock date."
              : "A new load with a dock date starts scheduled."
          }
          // The picker starts at yesterday; only a received load is dated further back.
          min={activity && HAPPENED_STATUSES.includes(activity.status) ? undefined : earliestAcceptedDate()}
          {...form.getInputProps("scheduledDate")}
        />
        <TimeField
          label="Dock time"
          value={form.values.scheduledTime}
          onChange={(v) => form.setFieldValue("scheduledTime", v)}
          error={form.errors.scheduledTime}
        />
        <Switch label="Routine" {...form.getInputProps("routine", { type: "checkbox" })} />
        <Switch label="Gate control" {...form.getInputProps("gateControl", { type: "checkbox" })} />
      </SimpleGrid>
      <Title order={2} size="h4">
        Client details
      </Title>
      {derivesClientRef ? null : <TextInput label="Client reference" {...form.getInputProps("clientRef")} />}
      <InboundAttributesFields
        variant={variant}
        value={form.values.attributes}
        onChange={(next) => form.setFieldValue("attributes", next)}
        errors={attributeErrorsOf(form.errors)}
        onResetErrors={() => form.setErrors(dropAttributeErrors(form.errors))}
        accountId={accountId}
      />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps("description")}
      />
      <Group>
        <Button type="submit" loading={saving}>
          {editing ? "Save changes" : "Create load"}
        </Button>
        <Button variant="default" onClick={() => navigate(back)}>
          Cancel
        </Button>
      </Group>
    </LoadFormFrame>
  );
}

/** A new load starts at the user's own warehouse unless one is given. */
function withOwnWarehouse(values: InboundFormValues, own: number | null | undefined): InboundFormValues {
  return values.warehouseId === null && own ? { ...values, warehouseId: String(own) } : values;
}

function dropAttributeErrors<E extends Record<string, unknown>>(errors: E): E {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith("attributes."))) as E;
}
