import { Alert, Autocomplete, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import {
  BulkProcessingStepBody,
  EVENT_REASON_CODES,
  PROCESSING_ACTIONS,
  PROCESSING_COMPLETE_ACTION,
  type ProcessingStepBody,
} from "@ops/domain";
import { useState } from "react";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { setProcessingStep, setProcessingSteps, useRefreshWorkOrder } from "../work-assets-api";

const REASONS = EVENT_REASON_CODES.map((r) => ({ value: r.id, label: r.label }));

type Values = { actionName: string; reasonCode: string | null; message: string };

type Props = {
  slug: string;
  /** The assets the step is written on: one (its own PUT) or several (the bulk PUT, all or none). */
  barcodes: readonly string[];
  /** Called after the step was written, with the action name. */
  onDone: (actionName: string) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

/** "3 assets are now Tested", "B-1 is 100% complete and has left the job". */
export function stepWrittenMessage(barcodes: readonly string[], actionName: string): string {
  const who = barcodes.length === 1 ? `${barcodes[0]} is` : `${barcodes.length} assets are`;
  if (actionName === PROCESSING_COMPLETE_ACTION)
    return `${who} 100% complete and ${barcodes.length === 1 ? "has" : "have"} left the job`;
  return `${who} now at "${actionName}"`;
}

/**
 * A processing step (SPEC §4): its action name (a standard step or free text), an optional
 * reason code and a note, written as an event on each asset.
 */
export function ProcessingStepForm({ slug, barcodes, onDone, onCancel, submitLabel = "Set step" }: Props) {
  const refresh = useRefreshWorkOrder();
  // A bulk refusal names the asset (`barcodes.<i>`): shown above the fields.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useDomainForm<Values, ProcessingStepBody & { barcodes: string[] }>({
    name: "ProcessingStepForm",
    schema: BulkProcessingStepBody,
    initialValues: { actionName: "", reasonCode: null, message: "" },
    toBody: (values) => ({
      actionName: values.actionName.trim(),
      reasonCode: (values.reasonCode as ProcessingStepBody["reasonCode"]) ?? null,
      message: values.message.trim() || null,
      barcodes: [...barcodes],
    }),
    serverErrors: (fields) => {
      const named = Object.entries(fields).find(([key]) => key.startsWith("barcode"));
      setRefusal(named ? named[1] : null);
      return fields;
    },
    submit: async (body) => {
      setRefusal(null);
      const { barcodes: list, ...step } = body;
      if (list.length === 1) await setProcessingStep(slug, list[0] as string, step);
      else await setProcessingSteps(slug, body);
      showSnackbar(stepWrittenMessage(list, step.actionName), "success");
      await refresh(slug);
      form.reset();
      onDone(step.actionName);
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" role="alert" p="xs">
            {refusal}
          </Alert>
        ) : null}
        <Autocomplete
          label="Step"
          description="A standard step, or type your own"
          required
          data={[...PROCESSING_ACTIONS]}
          {...form.getInputProps("actionName")}
          data-autofocus
        />
        <SelectField label="Reason" data={REASONS} {...form.getInputProps("reasonCode")} />
        <Textarea label="Note" rows={2} {...form.getInputProps("message")} />
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The step form in a dialog, for one row or the selection of a list. */
export function ProcessingStepModal({
  slug,
  barcodes,
  onClose,
  onDone,
}: {
  slug: string;
  /** Null: closed. */
  barcodes: readonly string[] | null;
  onClose: () => void;
  onDone: (actionName: string) => void;
}) {
  const title =
    barcodes === null
      ? ""
      : barcodes.length === 1
        ? `Set the step of ${barcodes[0]}`
        : `Set the step of ${barcodes.length} assets`;
  return (
    <Modal opened={barcodes !== null} onClose={onClose} title={title} centered>
      {barcodes ? (
        <ProcessingStepForm slug={slug} barcodes={barcodes} onCancel={onClose} onDone={onDone} />
      ) : null}
    </Modal>
  );
}
