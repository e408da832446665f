import { Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type Activity,
  type ActivityInput,
  type ActivityUpdate,
  SHIPMENT_SIZES,
  TRANSPORT_TYPES,
} from "@ops/domain";
import { useNavigate } from "react-router";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { TimeField } from "../../../shared/TimeField";
import { useFailure } from "../../../shared/use-failure";
import { InboundLoadState } from "../../activities/components/InboundLoadState";
import { useActivity, useCreateActivity, useUpdateActivity } from "../../activities/inbound-api";
import { useCarrierOptions, useVendorOptions } from "../../carriers/api";
import { useConsigneeOptions } from "./use-consignee-options";

// How an outbound load travels: the sizes that describe a shipment leaving (no on-site services).
const OUTBOUND_SIZES = new Set(["partial", "air", "ftl", "ltl", "fcl", "lcl", "parcel"]);
const SIZE_OPTIONS = SHIPMENT_SIZES.filter((s) => OUTBOUND_SIZES.has(s.id)).map((s) => ({
  value: s.id,
  label: s.label,
}));
const TRANSPORT_OPTIONS = TRANSPORT_TYPES.map((t) => ({ value: t.id, label: t.label }));

type Values = {
  accountId: string | null;
  warehouseId: string | null;
  carrierId: string | null;
  transportType: string | null;
  shipmentSize: string | null;
  scheduledDate: string;
  scheduledTime: string | null;
  vendorAccountId: string | null;
  clientRef: string;
  description: string;
};

const str = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));
const num = (v: string | null) => (v ? Number(v) : null);
const text = (v: string) => (v.trim() === "" ? null : v.trim());

function valuesOf(a: Activity | undefined, warehouseId: number | null | undefined): Values {
  return {
    accountId: str(a?.accountId),
    warehouseId: str(a?.warehouseId ?? warehouseId),
    carrierId: str(a?.carrierId),
    transportType: a?.transportType ?? null,
    shipmentSize: a?.shipmentSize ?? null,
    scheduledDate: a?.scheduledDate ?? "",
    scheduledTime: a?.scheduledTime ?? null,
    vendorAccountId: str(a?.vendorAccountId),
    clientRef: a?.clientRef ?? "",
    description: a?.description ?? "",
  };
}

/** The fields of the load as the activity calls take them. */
function bodyOf(v: Values) {
  return {
    accountId: num(v.accountId) ?? undefined,
    warehouseId: num(v.warehouseId) ?? undefined,
    carrierId: num(v.carrierId),
    transportType: v.transportType as ActivityInput["transportType"],
    shipmentSize: v.shipmentSize as ActivityInput["shipmentSize"],
    scheduledDate: v.scheduledDate || null,
    scheduledTime: v.scheduledTime,
    vendorAccountId: num(v.vendorAccountId),
    clientRef: text(v.clientRef),
    description: text(v.description),
  };
}

/**
 * The outbound load form (new and edit): consignee (a downstream vendor or a client), warehouse,
 * carrier, transport, shipment size, ship date and time, hauler, reference and description. The
 * server's 422 errors (a closed dock day, assets the consignee may not receive) land on the fields.
 */
export function OutboundLoadForm({ slug }: { slug?: string }) {
  const activity = useActivity(slug);
  if (slug && !activity.data) return <InboundLoadState error={activity.error} slug={slug} />;
  return <OutboundLoadFormBody activity={activity.data} />;
}

function OutboundLoadFormBody({ activity }: { activity?: Activity }) {
  const navigate = useNavigate();
  const fail = useFailure("OutboundLoadForm");
  const { data: site } = useSite();
  const consignees = useConsigneeOptions();
  const carriers = useCarrierOptions();
  const vendors = useVendorOptions();
  const create = useCreateActivity();
  const update = useUpdateActivity(activity?.slug ?? "");
  const form = useForm<Values>({ initialValues: valuesOf(activity, site?.user.warehouseId) });
  const editing = activity !== undefined;
  const title = editing ? `Edit ${activity.slug}` : "New outbound load";

  const submit = form.onSubmit(async (values) => {
    const errors: Record<string, string> = {};
    if (!values.accountId) errors.accountId = "Choose the consignee";
    if (!values.warehouseId) errors.warehouseId = "Choose the warehouse it ships from";
    if (values.scheduledTime && !values.scheduledDate)
      errors.scheduledDate = "Choose the ship date for this time";
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    try {
      const body = bodyOf(values);
      const saved = editing
        ? await update.mutateAsync(body as Partial<ActivityUpdate>)
        : await create.mutateAsync({ type: "outbound", ...body } as ActivityInput);
      showSnackbar(editing ? `${saved.slug} was saved` : `${saved.slug} was created`, "success");
      navigate(`/outbound/${saved.slug}`);
    } catch (error) {
      form.setErrors(fail(error));
    }
  });

  const vendorHint =
    consignees.isVendor(form.values.accountId) && !form.values.vendorAccountId
      ? "The consignee comes for it unless you name a hauler"
      : undefined;

  return (
    <Stack maw={900}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <Title order={2} size="h4">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              label="Consignee"
              description="A downstream vendor or buyer, or a client (redeployment)"
              required
              placeholder={consignees.pending ? "Loading accounts…" : "Choose the consignee"}
              data={consignees.options}
              {...form.getInputProps("accountId")}
            />
            <SelectField
              label="Warehouse"
              required
              data={(site?.warehouses ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
              {...form.getInputProps("warehouseId")}
            />
            <SelectField
              label="Carrier"
              placeholder="No carrier yet"
              data={(carriers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              {...form.getInputProps("carrierId")}
            />
            <SelectField
              label="Transport type"
              data={TRANSPORT_OPTIONS}
              {...form.getInputProps("transportType")}
            />
            <SelectField label="Shipment size" data={SIZE_OPTIONS} {...form.getInputProps("shipmentSize")} />
            <SelectField
              label="Hauler (vendor)"
              placeholder="Nobody named"
              description={vendorHint}
              data={(vendors.data?.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
              {...form.getInputProps("vendorAccountId")}
            />
            <TextInput label="Ship date" type="date" {...form.getInputProps("scheduledDate")} />
            <TimeField
              label="Ship time"
              value={form.values.scheduledTime}
              onChange={(v) => form.setFieldValue("scheduledTime", v)}
              error={form.errors.scheduledTime}
            />
            <TextInput label="Reference" maxLength={120} {...form.getInputProps("clientRef")} />
          </SimpleGrid>
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps("description")} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => navigate(editing ? `/outbound/${activity.slug}` : "/outbound")}
            >
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? "Save" : "Create load"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
