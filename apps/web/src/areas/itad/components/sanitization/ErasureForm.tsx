import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { ERASURE_METHODS, ERASURE_RESULTS, ErasureBody, type ErasureRecorded, selectable } from "@ops/domain";
import { useDomainForm } from "../../../../shared/forms";
import {
  EMPTY_ERASURE,
  type ErasureValues,
  erasureBodyOf,
  erasureFormErrors,
  erasureServerErrors,
} from "./erasure-form-values";

type Props = {
  /** Sends the body (the recordErasure call); a 422's field errors land on the fields. */
  send: (body: ErasureBody) => Promise<ErasureRecorded>;
  onRecorded: (recorded: ErasureRecorded) => void;
  onCancel: () => void;
  /** What Finished starts at (a `datetime-local` value): now, when the dialog opens. */
  finishedAt?: string;
};

/** Now as a `datetime-local` value in the browser's zone, to the minute. */
export function localNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * One erasure as the tool reported it: tool, NIST method, passes, result, whether someone
 * verified it, and when it ran. The schema's rules show beside the fields before sending; the
 * server's (a time in the future, say) come back on the same fields.
 */
export function ErasureForm({ send, onRecorded, onCancel, finishedAt = "" }: Props) {
  const { form, onSubmit, submitting } = useDomainForm<ErasureValues, ErasureBody>({
    name: "ErasureForm",
    schema: ErasureBody,
    initialValues: { ...EMPTY_ERASURE, finishedAt },
    toBody: erasureBodyOf,
    validate: erasureFormErrors,
    serverErrors: erasureServerErrors,
    submit: async (body) => onRecorded(await send(body)),
  });
  const general = form.errors.form;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Record erasure">
      <Stack gap="sm">
        {general ? (
          <Alert color="red" role="alert" p="xs">
            {general}
          </Alert>
        ) : null}
        <TextInput
          label="Tool"
          placeholder="Blancco, WipeDrive…"
          required
          data-autofocus
          {...form.getInputProps("tool")}
        />
        <Radio.Group label="Method" required {...form.getInputProps("method")}>
          <Group gap="md" mt={4}>
            {selectable(ERASURE_METHODS).map((m) => (
              <Radio key={m.id} value={m.id} label={m.label} />
            ))}
          </Group>
        </Radio.Group>
        <NumberInput
          label="Passes"
          description="Optional"
          min={1}
          max={99}
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps("passes")}
        />
        <Radio.Group label="Result" required {...form.getInputProps("result")}>
          <Group gap="md" mt={4}>
            {ERASURE_RESULTS.map((r) => (
              <Radio key={r.id} value={r.id} label={r.label} />
            ))}
          </Group>
        </Radio.Group>
        <Checkbox
          label="Verified"
          description="Someone checked the erasure (the tool's report or a sample read)"
          {...form.getInputProps("verified", { type: "checkbox" })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="datetime-local" label="Started" {...form.getInputProps("startedAt")} />
          <TextInput type="datetime-local" label="Finished" required {...form.getInputProps("finishedAt")} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Save erasure
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
