import { Alert, Button, Card, Group, Stack, TextInput, Title } from "@mantine/core";
import { ClosedDateBody } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useAddClosedDate } from "../dock-api";
import { formatDay } from "../dock-dates";
import { DockWarehouseSelect } from "./DockWarehouseSelect";

type Values = { warehouseId: number | null; date: string; reason: string };

const bodyOf = (values: Values) => ({
  warehouseId: values.warehouseId ?? 0,
  date: values.date,
  reason: values.reason.trim() === "" ? null : values.reason,
});

/** Closes a warehouse's dock for a day; the server refuses a day that already has loads (409). */
export function DockClosedDateForm({ warehouseId }: { warehouseId: number | null }) {
  const add = useAddClosedDate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, onSubmit: submit } = useDomainForm({
    name: "DockClosedDateForm",
    schema: ClosedDateBody,
    initialValues: { warehouseId, date: "", reason: "" },
    toBody: bodyOf,
    submit: async (body) => {
      setRefusal(null);
      try {
        const saved = await add.mutateAsync(ClosedDateBody.parse(body));
        showSnackbar(`${saved.warehouseShortName} is closed on ${formatDay(saved.date)}`, "success");
        form.setValues({ date: "", reason: "" });
        form.resetDirty();
      } catch (error) {
        // A refusal without field errors (a day with loads, a day already closed) is said here too.
        if (error instanceof ApiError && Object.keys(error.fieldErrors()).length === 0)
          setRefusal(error.message);
        throw error;
      }
    },
  });

  return (
    <Card withBorder padding="md">
      <form onSubmit={submit} noValidate aria-label="Add a closed date">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Add a closed date
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <DockWarehouseSelect
              value={form.values.warehouseId}
              onChange={(id) => form.setFieldValue("warehouseId", id)}
            />
            <TextInput type="date" label="Date" required w={170} {...form.getInputProps("date")} />
            <TextInput
              label="Reason"
              placeholder="e.g. Public holiday"
              style={{ flex: "1 1 220px" }}
              {...form.getInputProps("reason")}
            />
          </Group>
          {form.errors.warehouseId ? (
            <Alert color="red" variant="light">
              {form.errors.warehouseId}
            </Alert>
          ) : null}
          {refusal ? (
            <Alert color="red" variant="light" title="The date was not added" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              Add closed date
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
