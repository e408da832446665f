import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  NOTES_MAX,
  PAYMENT_TYPES,
  PaymentType,
  type SettlementStatement,
  UNITS_OF_MEASURE,
  UpdateDraftBody,
} from "@ops/domain";
import { useEffect } from "react";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { PriceLeaveGuard } from "../../accounts/components/PriceLeaveGuard";
import { useSaveDraft } from "../api";
import { type DraftValues, draftBodyOf, draftValuesOf, emptyLine } from "./draft-values";

const PAYMENT_OPTIONS = PAYMENT_TYPES.map((p) => ({ value: p.id, label: p.label }));
const UNIT_OPTIONS = UNITS_OF_MEASURE.map((u) => ({ value: u.id, label: u.label }));
const DIRECTIONS = [
  { value: "charge", label: "Charge" },
  { value: "credit", label: "Credit" },
];
const MAX_LINES = 100;

type Props = {
  statement: SettlementStatement;
  /** Tells the screen whether the form holds unsaved changes (finalising waits for a save). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The draft's inputs: payment type, the freight rules' carrier cost and miles, notes and lines
 * typed by hand (charges or credits). Saving answers the recomputed statement; the server's 422
 * lands on the field it names (`manualLines.2.unitPrice`). Leaving with unsaved changes asks first.
 */
export function DraftForm({ statement, onDirtyChange }: Props) {
  const save = useSaveDraft(statement.load.slug);
  const { form, onSubmit, submitting } = useDomainForm<DraftValues, ReturnType<typeof draftBodyOf>>({
    name: "SettlementDraftForm",
    schema: UpdateDraftBody,
    initialValues: draftValuesOf(statement),
    toBody: draftBodyOf,
    submit: async (body) => {
      const saved = await save.mutateAsync(body);
      const values = draftValuesOf(saved);
      form.setInitialValues(values);
      form.setValues(values);
      form.resetDirty(values);
      showSnackbar("Draft saved", "success");
    },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const lines = form.getValues().manualLines;
  const linesError = form.errors.manualLines as string | undefined;

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit} noValidate aria-label="Draft inputs">
        <PriceLeaveGuard when={dirty} />
        <Stack>
          <Title order={2} size="h4">
            Draft inputs
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label="Payment type"
              placeholder="Not chosen"
              data={PAYMENT_OPTIONS}
              clearable
              {...form.getInputProps("paymentType")}
              onChange={(value) => form.setFieldValue("paymentType", value ? PaymentType.parse(value) : null)}
            />
            <TextInput
              label="Carrier cost"
              description="What the carrier charged (cost plus freight)"
              inputMode="decimal"
              leftSection="$"
              {...form.getInputProps("carrierCost")}
            />
            <TextInput
              label="Miles"
              description="Miles driven (tiered freight)"
              inputMode="decimal"
              {...form.getInputProps("miles")}
            />
          </SimpleGrid>
          <Textarea
            label="Notes"
            description="Printed on the statement"
            rows={3}
            maxLength={NOTES_MAX}
            {...form.getInputProps("notes")}
          />
          <Stack gap="xs">
            <Text fw={600}>Typed lines</Text>
            {lines.length === 0 ? (
              <Text size="sm" c="dimmed">
                No typed lines. Add one for a charge or credit no rule makes.
              </Text>
            ) : null}
            {lines.map((line, i) => (
              <Fieldset key={line.key} legend={`Line ${i + 1}`} variant="filled" p="sm">
                <Stack gap="xs">
                  <Group align="flex-start" gap="xs" wrap="nowrap">
                    <TextInput
                      label="Description"
                      withAsterisk
                      maxLength={200}
                      style={{ flex: 1 }}
                      {...form.getInputProps(`manualLines.${i}.description`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={26}
                      size="lg"
                      aria-label={`Remove line ${i + 1}`}
                      onClick={() => form.removeListItem("manualLines", i)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                  <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                    <TextInput
                      label="Quantity"
                      withAsterisk
                      inputMode="decimal"
                      {...form.getInputProps(`manualLines.${i}.quantity`)}
                    />
                    <Select
                      label="Unit"
                      withAsterisk
                      data={UNIT_OPTIONS}
                      allowDeselect={false}
                      {...form.getInputProps(`manualLines.${i}.unit`)}
                    />
                    <TextInput
                      label="Unit price"
                      withAsterisk
                      inputMode="decimal"
                      leftSection="$"
                      {...form.getInputProps(`manualLines.${i}.unitPrice`)}
                    />
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id={`${line.key}-direction`}>
                        Credit or charge
                      </Text>
                      <SegmentedControl
                        aria-labelledby={`${line.key}-direction`}
                        data={DIRECTIONS}
                        color={line.direction === "charge" ? "red" : "teal"}
                        {...form.getInputProps(`manualLines.${i}.direction`)}
                      />
                    </Stack>
                  </SimpleGrid>
                </Stack>
              </Fieldset>
            ))}
            {linesError ? (
              <Text c="red" size="sm" role="alert">
                {linesError}
              </Text>
            ) : null}
            {lines.length < MAX_LINES ? (
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => form.insertListItem("manualLines", emptyLine())}
                >
                  Add a line
                </Button>
              </Group>
            ) : null}
          </Stack>
          <Group justify="flex-end" gap="sm">
            {dirty ? (
              <Text size="sm" c="dimmed">
                Unsaved changes
              </Text>
            ) : null}
            <Button variant="default" disabled={!dirty || submitting} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" loading={submitting}>
              Save draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
