import { Button, Group, SimpleGrid, Stack, Switch, TextInput, Title } from "@mantine/core";
import {
  ACCOUNT_LOCATION_TYPES,
  LOCATION_TYPES,
  LocationBody,
  type LocationDetail,
  type LocationInput,
  locationAccountRefusal,
  selectable,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { showSnackbar } from "../../../shared/snackbar";
import { findLocationQuery } from "../api";
import { useClientAccountChoices } from "../putaway/putaway-api";
import {
  emptyLocationValues,
  formErrorsOf,
  type LocationFormValues,
  locationValuesOf,
  toLocationBody,
} from "./location-form-values";
import { ParentLocationField } from "./ParentLocationField";

type Props = {
  /** The location being edited; absent on the new screen. */
  location?: LocationDetail;
  /** The parent chosen before opening the new screen (`?parentId=`). */
  parent?: LocationDetail;
  /** The warehouse the new screen starts with. */
  warehouseId?: number | null;
  save: (body: LocationInput) => Promise<LocationDetail>;
};

const TYPE_OPTIONS = selectable(LOCATION_TYPES).map((t) => ({ value: t.id, label: t.label }));

/** New and edit screens of a location, validated by `LocationBody`; the parent is given by barcode. */
export function LocationForm({ location, parent, warehouseId = null, save }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: site } = useSite();
  const editing = location !== undefined;
  const nameRef = useRef<HTMLInputElement>(null);
  // The parent is checked with its barcode only at submit, where the body gets its id.
  const { form, onSubmit: submit } = useDomainForm({
    name: "LocationForm",
    schema: LocationBody,
    initialValues: location ? locationValuesOf(location) : emptyLocationValues(warehouseId, parent),
    toBody: (values: LocationFormValues) => toLocationBody(values, null),
    validate: (values, errors) => {
      if (!values.warehouseId) errors.warehouseId = "Choose a warehouse";
      if (!values.type) errors.type = "Choose a type";
      const accountRefusal = values.type
        ? locationAccountRefusal(values.type, toLocationBody(values, null).accountId ?? null)
        : null;
      if (accountRefusal) errors.accountId = accountRefusal;
      return errors;
    },
    serverErrors: formErrorsOf,
    submit: async (_body, values) => {
      const parentId = await parentIdOf(values);
      if (parentId === undefined) {
        form.setFieldError("parentBarcode", "No location with this barcode in this warehouse");
        return;
      }
      const saved = await save(toLocationBody(values, parentId));
      form.resetDirty();
      showSnackbar(editing ? "Changes saved" : `${saved.barcode} was added`, "success");
      navigate(`/locations/${saved.id}`);
    },
  });
  const warehouses = (site?.warehouses ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.shortName} · ${w.name}`,
  }));
  const chosenWarehouse = form.values.warehouseId ? Number(form.values.warehouseId) : undefined;
  const hasAccount = form.values.type !== null && ACCOUNT_LOCATION_TYPES.includes(form.values.type);
  const accounts = useClientAccountChoices(hasAccount);

  /** The id of the parent named by its barcode; null for none, undefined when there is no such location. */
  const parentIdOf = async (values: LocationFormValues): Promise<number | null | undefined> => {
    const barcode = values.parentBarcode.trim().toUpperCase();
    if (!barcode) return null;
    try {
      return (await queryClient.fetchQuery(findLocationQuery(barcode, chosenWarehouse))).id;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  };

  const title = editing ? `Edit ${location.barcode}` : "New location";
  const cancelTo = editing ? `/locations/${location.id}` : parent ? `/locations/${parent.id}` : "/locations";

  return (
    <Stack maw={760}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <BarcodeInput
              label="Barcode"
              value={form.values.barcode}
              onChange={(value) => form.setFieldValue("barcode", value)}
              // A scanner's Enter moves on to the name.
              onSubmit={() => nameRef.current?.focus()}
              clearOnSubmit={false}
              error={form.errors.barcode}
              placeholder="Scan or type, e.g. A-01-03"
              autoFocus={!editing}
            />
            <TextInput ref={nameRef} label="Name" required {...form.getInputProps("name")} />
            <SelectField
              label="Type"
              required
              data={TYPE_OPTIONS}
              value={form.values.type}
              onChange={(value) =>
                form.setFieldValue("type", TYPE_OPTIONS.find((o) => o.value === value)?.value ?? null)
              }
              error={form.errors.type}
            />
            <SelectField
              label="Warehouse"
              required
              data={warehouses}
              value={form.values.warehouseId}
              onChange={(value) => form.setFieldValue("warehouseId", value)}
              error={form.errors.warehouseId}
              // A location never moves to another warehouse.
              disabled={editing}
            />
            {hasAccount ? (
              <SelectField
                label="Account"
                description={
                  form.values.type === "customer_quarantine"
                    ? "The client whose assets this quarantine location holds"
                    : "Optional: the client whose assets this location holds"
                }
                required={form.values.type === "customer_quarantine"}
                data={accounts.data ?? []}
                value={form.values.accountId}
                onChange={(value) => form.setFieldValue("accountId", value)}
                error={form.errors.accountId}
              />
            ) : null}
          </SimpleGrid>
          <ParentLocationField
            value={form.values.parentBarcode}
            onChange={(value) => {
              form.setFieldValue("parentBarcode", value);
              form.clearFieldError("parentBarcode");
            }}
            warehouseId={chosenWarehouse}
            error={typeof form.errors.parentBarcode === "string" ? form.errors.parentBarcode : undefined}
          />
          <Switch
            label="Active"
            description="Inactive locations are kept but not offered for new work."
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add location"}
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
