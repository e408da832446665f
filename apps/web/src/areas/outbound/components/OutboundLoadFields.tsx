import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { TimeField } from "../../../shared/TimeField";
import { useCarrierOptions, useVendorOptions } from "../../carriers/api";
import { type OutboundLoadValues, outboundSizeOptions, TRANSPORT_OPTIONS } from "./outbound-load-values";
import { useConsigneeOptions } from "./use-consignee-options";

type Field = keyof OutboundLoadValues;

export type OutboundLoadFieldsProps = {
  values: OutboundLoadValues;
  errors: Partial<Record<string, ReactNode>>;
  onChange: <F extends Field>(field: F, value: OutboundLoadValues[F]) => void;
  /**
   * The fields a use leaves out: the consignee when it is given (a request's account), the
   * warehouse when it is chosen before (the load builder's), the hauler.
   */
  omit?: readonly Field[];
  /** The ship date's hint and the first day its picker offers. */
  shipDate?: { description?: string; min?: string };
};

/**
 * The fields of an outbound load, for every form that makes or edits one (new, edit, from a
 * client's request, the load builder's confirm): consignee (a downstream vendor or a client),
 * warehouse, carrier, transport, shipment size, hauler, ship date and time, reference and
 * description.
 */
export function OutboundLoadFields({
  values,
  errors,
  onChange,
  omit = [],
  shipDate,
}: OutboundLoadFieldsProps) {
  const { data: site } = useSite();
  const consignees = useConsigneeOptions();
  const carriers = useCarrierOptions();
  const vendors = useVendorOptions();
  const shows = (field: Field) => !omit.includes(field);
  const select = <
    F extends
      | "accountId"
      | "warehouseId"
      | "carrierId"
      | "transportType"
      | "shipmentSize"
      | "vendorAccountId",
  >(
    field: F,
  ) => ({
    value: values[field],
    onChange: (v: string | null) => onChange(field, v),
    error: errors[field],
  });
  const vendorHint =
    consignees.isVendor(values.accountId) && !values.vendorAccountId
      ? "The consignee comes for it unless you name a hauler"
      : undefined;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {shows("accountId") ? (
          <SelectField
            label="Consignee"
            description="A downstream vendor or buyer, or a client (redeployment)"
            required
            placeholder={consignees.pending ? "Loading accounts…" : "Choose the consignee"}
            data={consignees.options}
            {...select("accountId")}
          />
        ) : null}
        {shows("warehouseId") ? (
          <SelectField
            label="Warehouse"
            required
            data={(site?.warehouses ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
            {...select("warehouseId")}
          />
        ) : null}
        <SelectField
          label="Carrier"
          placeholder={carriers.isPending ? "Loading carriers…" : "No carrier yet"}
          data={(carriers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...select("carrierId")}
        />
        <SelectField label="Transport type" data={TRANSPORT_OPTIONS} {...select("transportType")} />
        <SelectField
          label="Shipment size"
          data={outboundSizeOptions(values.shipmentSize)}
          {...select("shipmentSize")}
        />
        {shows("vendorAccountId") ? (
          <SelectField
            label="Hauler (vendor)"
            placeholder="Nobody named"
            description={vendorHint}
            data={(vendors.data?.data ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
            {...select("vendorAccountId")}
          />
        ) : null}
        <TextInput
          label="Ship date"
          type="date"
          description={shipDate?.description}
          min={shipDate?.min}
          value={values.scheduledDate}
          error={errors.scheduledDate}
          onChange={(e) => onChange("scheduledDate", e.currentTarget.value)}
        />
        <TimeField
          label="Ship time"
          value={values.scheduledTime}
          onChange={(v) => onChange("scheduledTime", v)}
          error={errors.scheduledTime}
        />
        <TextInput
          label="Reference"
          maxLength={120}
          value={values.clientRef}
          error={errors.clientRef}
          onChange={(e) => onChange("clientRef", e.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={10}
        value={values.description}
        error={errors.description}
        onChange={(e) => onChange("description", e.currentTarget.value)}
      />
    </Stack>
  );
}
