import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Activity, earliestAcceptedDate, type InboundRequest, TRANSPORT_TYPES } from "@ops/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { TimeField } from "../../../shared/TimeField";
import { useFailure } from "../../../shared/use-failure";
import { PriceLeaveGuard } from "../../accounts/components/PriceLeaveGuard";
import { useCarrierOptions } from "../../carriers/api";
import { useCreateActivity } from "../inbound-api";
import { shipmentSizeOptions } from "./inbound-form-values";
import {
  outboundValuesOfRequest,
  type RequestOutboundValues,
  requestOutboundBody,
} from "./request-outbound-values";

const transportOptions = TRANSPORT_TYPES.map((t) => ({ value: t.id, label: t.label }));

/**
 * The outbound load made from a client's request (e.g. a redeployment shipment back to them):
 * the consignee is the request's account, the rest is pre-filled from the request and can be
 * changed. The server links the request (it becomes load_created) and checks the ship date
 * against the dock's closed days; its 422 errors land on the fields.
 */
export function InboundRequestOutboundForm({
  request,
  onSaved,
}: {
  request: InboundRequest;
  onSaved: (activity: Activity) => void;
}) {
  const { data: site } = useSite();
  const fail = useFailure("InboundRequestOutboundForm");
  const create = useCreateActivity();
  const carriers = useCarrierOptions();
  const [saved, setSaved] = useState<Activity | null>(null);
  const form = useForm<RequestOutboundValues>({
    initialValues: outboundValuesOfRequest(request, site?.user.warehouseId ?? null),
  });

  // The parent navigates once the leave guard is off (a render after the save).
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const submit = form.onSubmit(async (values) => {
    if (!values.warehouseId) {
      form.setFieldError("warehouseId", "Warehouse is required");
      return;
    }
    try {
      const activity = await create.mutateAsync(requestOutboundBody(request, values));
      showSnackbar(`${activity.slug} was created`, "success");
      setSaved(activity);
    } catch (error) {
      form.setErrors(fail(error));
    }
  });

  return (
    <Stack maw={900}>
      <PriceLeaveGuard when={form.isDirty() && saved === null} />
      <form onSubmit={submit} noValidate aria-label="New outbound load">
        <Stack>
          <Text size="sm">
            Consignee: <strong>{request.accountName}</strong> (the request's account)
          </Text>
          <Title order={2} size="h4">
            Shipment
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              label="Warehouse"
              required
              data={(site?.warehouses ?? []).map((w) => ({
                value: String(w.id),
                label: `${w.shortName} — ${w.name}`,
              }))}
              value={form.values.warehouseId}
              onChange={(v) => form.setFieldValue("warehouseId", v)}
              error={form.errors.warehouseId}
            />
            <SelectField
              label="Shipment size"
              placeholder="None"
              data={shipmentSizeOptions(null)}
              value={form.values.shipmentSize}
              onChange={(v) => form.setFieldValue("shipmentSize", v)}
              error={form.errors.shipmentSize}
            />
            <SelectField
              label="Carrier"
              placeholder={carriers.isPending ? "Loading carriers…" : "None"}
              data={(carriers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={form.values.carrierId}
              onChange={(v) => form.setFieldValue("carrierId", v)}
              error={form.errors.carrierId}
            />
            <SelectField
              label="Transport type"
              placeholder="None"
              data={transportOptions}
              value={form.values.transportType}
              onChange={(v) => form.setFieldValue("transportType", v)}
              error={form.errors.transportType}
            />
            <TextInput
              label="Ship date"
              type="date"
              description="The first day the client asked for"
              min={earliestAcceptedDate()}
              {...form.getInputProps("scheduledDate")}
            />
            <TimeField
              label="Ship time"
              value={form.values.scheduledTime}
              onChange={(v) => form.setFieldValue("scheduledTime", v)}
              error={form.errors.scheduledTime}
            />
          </SimpleGrid>
          <TextInput label="Client reference" {...form.getInputProps("clientRef")} />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps("description")}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create outbound load
            </Button>
            <Button variant="default" component={Link} to={`/inbound-requests/${request.number}`}>
              Cancel
            </Button>
          </Group>
          {form.errors.inboundRequestNumber ? (
            <Text c="red" size="sm">
              {form.errors.inboundRequestNumber}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
