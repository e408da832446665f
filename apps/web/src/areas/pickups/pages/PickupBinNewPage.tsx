import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { CreatePickupBody, createPickup } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { call } from "../../../shared/endpoints";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useInvalidatePickups, usePickupDay } from "../api";
import { PickupDayFields } from "../components/PickupDayFields";
import { PickupFields, type PickupFieldValues, weightOf } from "../components/PickupFields";

type Values = PickupFieldValues & { warehouseId: number | null; loadDate: string };

/** Registers one bin for a day's pickup (it gets its own PU barcode), then opens it. */
export default function PickupBinNewPage() {
  const navigate = useNavigate();
  const invalidate = useInvalidatePickups();
  const { warehouses, warehouse, loadDate } = usePickupDay();
  const { form, onSubmit, submitting } = useDomainForm<Values, CreatePickupBody>({
    name: "PickupBinNewPage",
    schema: CreatePickupBody,
    initialValues: {
      warehouseId: warehouse?.id ?? null,
      loadDate,
      activitySlug: null,
      weight: "",
      notes: "",
    },
    toBody: (v) => ({
      kind: "bin",
      warehouseId: v.warehouseId ?? 0,
      loadDate: v.loadDate,
      accountId: null,
      activitySlug: v.activitySlug,
      weight: weightOf(v.weight),
      notes: v.notes.trim() === "" ? null : v.notes,
    }),
    submit: async (body) => {
      const bin = await call(createPickup, { body });
      await invalidate();
      showSnackbar(`Bin ${bin.barcode} registered`, "success");
      navigate(`/pickups/${bin.barcode}`);
    },
  });
  const v = form.getValues();
  return (
    <Stack maw={640}>
      <Title order={1}>New pickup bin</Title>
      <Text c="dimmed" size="sm">
        A bin registered on its own gets a pickup barcode; print its label from its page.
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <PickupDayFields
            warehouses={warehouses}
            warehouseId={v.warehouseId}
            loadDate={v.loadDate}
            onWarehouse={(id) => {
              form.setFieldValue("warehouseId", id);
              form.setFieldValue("activitySlug", null);
            }}
            onLoadDate={(d) => form.setFieldValue("loadDate", d)}
            errors={{
              warehouseId: form.errors.warehouseId as string | undefined,
              loadDate: form.errors.loadDate as string | undefined,
            }}
          />
          <PickupFields form={form} warehouseId={v.warehouseId} />
          <Group>
            <Button type="submit" loading={submitting}>
              Register bin
            </Button>
            <Button variant="default" component={Link} to="/pickups">
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
