import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { DestructionBatchBody, type DestructionBatchDetail } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../../shared/api";
import { useDomainForm } from "../../../../shared/forms";
import { SelectField } from "../../../../shared/SelectField";
import { BatchSerialList } from "./BatchSerialList";
import { serialCount } from "./batch-serials";
import {
  type BatchValues,
  batchBodyOf,
  batchFormErrors,
  emptyBatch,
  METHOD_OPTIONS,
} from "./destruction-batch-values";
import { localNow } from "./ErasureForm";

type Props = {
  /** Sends the body (createDestructionBatch); a 422's field errors land on the fields. */
  send: (body: DestructionBatchBody) => Promise<DestructionBatchDetail>;
  onRecorded: (batch: DestructionBatchDetail) => void;
};

/** The server's field errors on the form: a serial's own error (`barcodes.3`) on the list. */
function onFields(fieldErrors: Record<string, string>): Record<string, string> {
  return batchFormErrors({ destroyedAt: "x" } as BatchValues, fieldErrors);
}

/**
 * A destruction run (shred or crush): how, on which machine, who witnessed it, when, and the
 * media destroyed, scanned one by one. All are recorded or none: the server's refusal (an
 * unknown serial, one not data-bearing, one already destroyed) is shown and nothing is recorded.
 */
export function DestructionBatchForm({ send, onRecorded }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useDomainForm<BatchValues, DestructionBatchBody>({
    name: "DestructionBatchForm",
    schema: DestructionBatchBody,
    initialValues: emptyBatch(localNow()),
    toBody: batchBodyOf,
    validate: batchFormErrors,
    serverErrors: onFields,
    submit: async (body) => {
      setRefusal(null);
      try {
        onRecorded(await send(body));
      } catch (error) {
        // A 409 (already destroyed) names the serials in its message, not in field errors.
        if (error instanceof ApiError && error.status !== 422) setRefusal(error.message);
        throw error;
      }
    },
  });
  const count = form.values.barcodes.length;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New destruction batch">
      <Stack>
        <Card withBorder padding="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <SelectField
              id="batch-method"
              label="Method"
              data={METHOD_OPTIONS}
              required
              {...form.getInputProps("method")}
            />
            <TextInput label="Machine" required {...form.getInputProps("machine")} />
            <TextInput label="Witness" required {...form.getInputProps("witness")} />
            <TextInput
              type="datetime-local"
              label="Destroyed at"
              required
              {...form.getInputProps("destroyedAt")}
            />
          </SimpleGrid>
          <Textarea label="Notes" rows={2} mt="sm" {...form.getInputProps("notes")} />
        </Card>
        <Card withBorder padding="sm">
          <BatchSerialList
            value={form.values.barcodes}
            onChange={(list) => {
              form.setFieldValue("barcodes", [...list]);
              form.clearFieldError("barcodes");
            }}
            error={form.errors.barcodes as string | undefined}
          />
        </Card>
        {refusal ? (
          <Alert color="red" role="alert" title="Nothing was recorded">
            {refusal}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={submitting}>
            Record batch
          </Button>
          {count > 0 ? (
            <Text size="sm" c="dimmed">
              {serialCount(count)} will be recorded as destroyed
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
