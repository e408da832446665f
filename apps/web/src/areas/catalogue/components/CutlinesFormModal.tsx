import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { type EcommerceCutline, EcommerceCutlinesBody, PRODUCT_GRADES, type ProductGrade } from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useSaveCutlines } from "../classes-api";

type Values = Record<ProductGrade, number | string>;

function toBody(values: Values) {
  return {
    cutlines: PRODUCT_GRADES.filter((g) => values[g.id] !== "").map((g) => ({
      grade: g.id,
      minPrice: Number(values[g.id]),
    })),
  };
}

/** The body's errors by grade (`cutlines.<index>.minPrice` → the grade's input). */
function errorsByGrade(values: Values, errors: Record<string, string>): Record<string, string> {
  const sent = toBody(values).cutlines;
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^cutlines\.(\d+)\./.exec(path);
    const grade = match ? sent[Number(match[1])]?.grade : undefined;
    if (grade) out[grade] ??= message;
  }
  return out;
}

type Props = {
  classId: number;
  className: string;
  cutlines: readonly EcommerceCutline[];
  onClose: () => void;
};

/** Sets the price floors of one class per grade; an empty grade has no floor. */
export function CutlinesFormModal({ classId, className, cutlines, onClose }: Props) {
  const save = useSaveCutlines(classId);
  const { form, onSubmit: submit } = useDomainForm({
    name: "CutlinesFormModal",
    schema: EcommerceCutlinesBody,
    initialValues: Object.fromEntries(
      PRODUCT_GRADES.map((g) => [g.id, cutlines.find((c) => c.grade === g.id)?.minPrice ?? ""]),
    ) as Values,
    toBody,
    validate: errorsByGrade,
    serverErrors: (fieldErrors, values) => errorsByGrade(values, fieldErrors),
    submit: async (body) => {
      await save.mutateAsync(EcommerceCutlinesBody.parse(body));
      showSnackbar(`Price floors of ${className} saved`, "success");
      onClose();
    },
  });

  const title = `Price floors of ${className}`;
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <Text size="sm" c="dimmed">
            The lowest price an asset of this class and grade may be listed at on a marketplace. A better
            grade cannot have a lower floor than a worse one. Leave a grade empty for no floor.
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            {PRODUCT_GRADES.map((g, index) => (
              <NumberInput
                key={g.id}
                label={`Grade ${g.label}`}
                prefix="$"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                data-autofocus={index === 0 ? true : undefined}
                {...form.getInputProps(g.id)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save floors
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
