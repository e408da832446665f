import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { AdjustmentBody, REASON_MAX, type SettlementStatement } from "@ops/domain";
import { useState } from "react";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useAddAdjustment } from "../api";

type Values = { amount: string; reason: string };

function AdjustmentForm({ statement, onDone }: { statement: SettlementStatement; onDone: () => void }) {
  const add = useAddAdjustment(statement.load.slug);
  const { form, onSubmit, submitting } = useDomainForm<Values, AdjustmentBody>({
    name: "SettlementAdjustment",
    schema: AdjustmentBody,
    initialValues: { amount: "", reason: "" },
    toBody: (v) => ({ amount: v.amount.trim(), reason: v.reason }),
    submit: async (body) => {
      await add.mutateAsync(body);
      showSnackbar("Adjustment added", "success");
      onDone();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Adjustment">
      <Stack>
        <TextInput
          label="Amount"
          withAsterisk
          data-autofocus
          inputMode="decimal"
          description="Positive is owed to the client; negative (e.g. -25.00) is charged to the client"
          {...form.getInputProps("amount")}
        />
        <Textarea
          label="Reason"
          withAsterisk
          rows={3}
          maxLength={REASON_MAX}
          {...form.getInputProps("reason")}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Add adjustment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Add adjustment" on a final statement: a signed amount with the reason; the statement's net
 * changes by it and the line says who made it.
 */
export function AdjustmentAction({ statement }: { statement: SettlementStatement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        Add adjustment
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Adjust ${statement.number}`} centered>
        {/* Mounted only while open, so each adjustment starts from an empty form. */}
        {open ? <AdjustmentForm statement={statement} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
