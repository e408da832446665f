import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type Activity, ActivityBody, ActivityUpdate, SERVICE_TIERS } from "@ops/domain";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { useParentOptions } from "../../accounts/api";
import { isSlug, useActivity, useCreateActivity, useUpdateActivity } from "../../activities/inbound-api";
import type { WorkOrderType } from "../work-orders-api";
import {
  type WorkOrderFormValues,
  workOrderBase,
  workOrderBodyOf,
  workOrderErrors,
  workOrderNoun,
  workOrderValuesOf,
} from "./work-order-values";

type Props = {
  type: WorkOrderType;
  /** The order being edited; absent for a new one. */
  activity?: Activity;
  /** A new order's prefilled values (the load it comes from, its parent). */
  initial?: Partial<WorkOrderFormValues>;
  /** Where a new order lands once created (its overview unless given). */
  landing?: (slug: string) => string;
};

/** What the form shows of the chosen load: its account, program and warehouse, or why it cannot be used. */
function LoadSummary({ slug }: { slug: string }) {
  const [debounced] = useDebouncedValue(slug.trim().toLowerCase(), 300);
  const load = useActivity(isSlug(debounced) ? debounced : undefined);
  if (!isSlug(debounced)) return null;
  if (load.error instanceof ApiError && load.error.status === 404)
    return (
      <Text size="sm" c="red">
        No load has the number {debounced}
      </Text>
    );
  if (!load.data) return null;
  const l = load.data;
  if (l.type !== "inbound" && l.type !== "outbound")
    return (
      <Text size="sm" c="red">
        {l.slug} is not an inbound or outbound load
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" data-testid="load-summary">
      {l.accountName ?? "No account"} · Program: {l.programName ?? "none"} · {l.warehouseShortName} · status{" "}
      {l.status.replace("_", " ")}
    </Text>
  );
}

/**
 * The shop order and processing job form (new and edit). A shop order works a received load: its
 * account, program and warehouse follow the load; it takes a service tier, a description and a
 * parent shop order of the same load. A processing job may work a load, or names its account and
 * warehouse itself.
 */
export function WorkOrderForm({ type, activity, initial, landing }: Props) {
  const navigate = useNavigate();
  const editing = activity !== undefined;
  const create = useCreateActivity();
  const update = useUpdateActivity(activity?.slug ?? "");
  const accounts = useParentOptions(type === "processing");
  const { data: site } = useSite();
  const noun = workOrderNoun(type);
  const { form, onSubmit, submitting } = useDomainForm<WorkOrderFormValues, Record<string, unknown>>({
    name: editing ? `Edit ${noun}` : `New ${noun}`,
    schema: editing ? ActivityUpdate : ActivityBody,
    initialValues: { ...workOrderValuesOf(activity), ...initial },
    toBody: (values) => workOrderBodyOf(type, values, editing),
    validate: (values) => workOrderErrors(type, values, editing),
    submit: async (body) => {
      const saved = editing
        ? await update.mutateAsync(body)
        : await create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]);
      showSnackbar(editing ? `${saved.slug} saved` : `${saved.slug} created`, "success");
      navigate(!editing && landing ? landing(saved.slug) : `${workOrderBase(type)}/${saved.slug}`);
    },
  });
  const ownAccount = type === "processing" && form.values.loadSlug.trim() === "";
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const warehouseOptions = (site?.warehouses ?? []).map((w) => ({ value: String(w.id), label: w.shortName }));

  return (
    <Paper withBorder p="md" maw={640}>
      <form onSubmit={onSubmit} noValidate aria-label={editing ? `Edit ${noun}` : `New ${noun}`}>
        <Stack>
          <div>
            <TextInput
              label="Load"
              description={
                type !== "processing"
                  ? `The received load this ${noun} works; its account, program and warehouse follow it.`
                  : "Optional: the load this job works (its account follows it)."
              }
              placeholder="dal-in-100042"
              required={type !== "processing"}
              autoFocus={!editing && !initial?.loadSlug}
              autoComplete="off"
              {...form.getInputProps("loadSlug")}
            />
            <LoadSummary slug={form.values.loadSlug} />
          </div>
          {ownAccount ? (
            <>
              <SelectField
                label="Account"
                required
                data={accountOptions}
                placeholder="Choose the client account"
                {...form.getInputProps("accountId")}
              />
              <SelectField
                label="Warehouse"
                required
                data={warehouseOptions}
                placeholder="Choose the warehouse"
                {...form.getInputProps("warehouseId")}
              />
            </>
          ) : null}
          <SelectField
            label="Service tier"
            data={SERVICE_TIERS.map((t) => ({ value: t.id, label: t.label }))}
            placeholder="No service tier"
            {...form.getInputProps("serviceTier")}
          />
          {type === "shop_order" ? (
            <TextInput
              label="Parent shop order"
              description="Optional: makes this a child shop order of a shop order on the same load."
              placeholder="dal-so-100050"
              autoComplete="off"
              {...form.getInputProps("parentSlug")}
            />
          ) : null}
          <Textarea label="Description" minRows={3} rows={3} {...form.getInputProps("description")} />
          <Group>
            <Button type="submit" loading={submitting}>
              {editing ? "Save" : `Create ${noun}`}
            </Button>
            <Button variant="default" onClick={() => navigate(-1)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
