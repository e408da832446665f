import { Button, Group, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Activity, type ActivityInput, earliestAcceptedDate, type InboundRequest } from "@ops/domain";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSite } from "../../../shared/session";
import { withEditedLoad } from "../../activities/components/EditedLoad";
import { LoadFormFrame } from "../../activities/components/LoadFormFrame";
import { useSaveLoad } from "../../activities/components/use-save-load";
import { OutboundLoadFields } from "./OutboundLoadFields";
import { type OutboundLoadValues, outboundLoadBody, outboundLoadValuesOf } from "./outbound-load-values";

export type OutboundLoadFormProps = {
  /** The load being edited; absent for a new load. */
  slug?: string;
  /**
   * The client's request a new load is made from (e.g. a redeployment shipment back to them): its
   * account is the consignee, the load starts requested, and the server links the two.
   */
  request?: InboundRequest;
  /** Pre-filled fields of a new load (a request's data). */
  initialValues?: OutboundLoadValues;
};

/**
 * The outbound load form (new, edit, from a client's request). The server's 422 errors (a closed
 * dock day, assets the consignee may not receive) land on the fields; a saved load opens.
 */
export const OutboundLoadForm = withEditedLoad(OutboundLoadFormBody);

function OutboundLoadFormBody({
  activity,
  request,
  initialValues,
}: OutboundLoadFormProps & { activity?: Activity }) {
  const navigate = useNavigate();
  const { data: site } = useSite();
  const opened = useCallback((saved: Activity) => navigate(`/outbound/${saved.slug}`), [navigate]);
  const { save, saving, saved } = useSaveLoad("OutboundLoadForm", activity, opened);
  const form = useForm<OutboundLoadValues>({
    initialValues: initialValues ?? outboundLoadValuesOf(activity, site?.user.warehouseId),
  });
  const editing = activity !== undefined;
  const title = editing ? `Edit ${activity.slug}` : "New outbound load";
  const back = request
    ? `/inbound-requests/${request.number}`
    : editing
      ? `/outbound/${activity.slug}`
      : "/outbound";

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
    const linked = request ? { status: "requested", inboundRequestNumber: request.number } : {};
    const body = outboundLoadBody(values);
    await save(editing ? body : ({ type: "outbound", ...linked, ...body } as ActivityInput), form.setErrors);
  });

  return (
    <LoadFormFrame label={title} unsaved={form.isDirty() && saved === null} onSubmit={submit}>
      <Title order={2} size="h4">
        {request ? "Shipment" : title}
      </Title>
      {request ? (
        <Text size="sm">
          Consignee: <strong>{request.accountName}</strong> (the request's account)
        </Text>
      ) : null}
      <OutboundLoadFields
        values={form.values}
        errors={form.errors}
        // Mantine types a field's value by its path; the fields give the same value type.
        onChange={(field, value) => form.setFieldValue(field, value as never)}
        omit={request ? ["accountId"] : []}
        shipDate={
          request
            ? { description: "The first day the client asked for", min: earliestAcceptedDate() }
            : undefined
        }
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate(back)}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? "Save" : request ? "Create outbound load" : "Create load"}
        </Button>
      </Group>
      {form.errors.inboundRequestNumber ? (
        <Text c="red" size="sm">
          {form.errors.inboundRequestNumber}
        </Text>
      ) : null}
    </LoadFormFrame>
  );
}
