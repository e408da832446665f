import {
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { CHART_TYPES, type ReportDimension, type ReportMeasure, TIME_PERIODS, TimePeriod } from "@ops/domain";
import { useReportAccounts, useReportClasses } from "../api";
import {
  type DefinitionValues,
  type DimensionOption,
  dimensionOptions,
  keepSplittable,
  measureOptions,
  usesPeriod,
} from "../definition-form";

const PERIOD_OPTIONS = TIME_PERIODS.map((p) => ({ value: p.id, label: p.label }));
const CHART_OPTIONS = CHART_TYPES.map((c) => ({ value: c.id, label: c.label }));
const RANGE_KINDS = [
  { value: "last_days", label: "Last days" },
  { value: "between", label: "Between dates" },
];

/** A dimension select: options the measures rule out are disabled and say why. */
function DimensionSelect({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: DimensionOption[];
  value: ReportDimension | null;
  onChange: (value: ReportDimension | null) => void;
  error?: string;
}) {
  const reasons = new Map(options.map((o) => [o.value, o.reason]));
  return (
    <Select
      label={label}
      placeholder="None"
      clearable
      data={options.map(({ value: v, label: l, disabled }) => ({ value: v, label: l, disabled }))}
      value={value}
      onChange={(next) => onChange((next as ReportDimension | null) ?? null)}
      error={error}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          {option.disabled && reasons.get(option.value) ? (
            <Text size="xs" c="dimmed">
              {reasons.get(option.value)}
            </Text>
          ) : null}
        </div>
      )}
    />
  );
}

/**
 * The builder's fields: what to count (measures), split how (up to two dimensions), over when
 * (period, range), for whom (accounts, classes, child accounts), drawn how (chart type).
 */
export function DefinitionFields({
  form,
  client,
}: {
  form: UseFormReturnType<DefinitionValues>;
  client: boolean;
}) {
  const values = form.getValues();
  const accounts = useReportAccounts(values.showChildAccounts);
  const classes = useReportClasses();
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({
    value: String(a.id),
    label: a.parentName ? `${a.name} (${a.parentName})` : a.name,
  }));
  const classOptions = (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const setMeasures = (measures: string[]) => {
    const next = { ...values, measures: measures as ReportMeasure[] };
    form.setValues({ measures: next.measures, ...keepSplittable(next) });
  };

  return (
    <Stack gap="sm">
      <MultiSelect
        label="Measures"
        description="What to count, at most four"
        data={measureOptions(client)}
        maxValues={4}
        searchable
        {...form.getInputProps("measures")}
        onChange={setMeasures}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DimensionSelect
          label="Split by"
          options={dimensionOptions(values.measures, client, values.dimension2)}
          value={values.dimension1}
          onChange={(d) =>
            form.setValues(
              d === null ? { dimension1: values.dimension2, dimension2: null } : { dimension1: d },
            )
          }
          error={form.errors.dimension1 as string | undefined}
        />
        <DimensionSelect
          label="Then by"
          options={dimensionOptions(values.measures, client, values.dimension1)}
          value={values.dimension2}
          onChange={(d) => form.setFieldValue("dimension2", d)}
          error={form.errors.dimension2 as string | undefined}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Time period"
          description={
            usesPeriod(values) ? "The buckets of the period dimension" : "Used when split by period"
          }
          data={PERIOD_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps("timePeriod")}
          onChange={(v) => form.setFieldValue("timePeriod", TimePeriod.parse(v ?? "weekly"))}
        />
        <Select
          label="Chart"
          data={CHART_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps("chartType")}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Range
        </Text>
        <SegmentedControl
          data={RANGE_KINDS}
          aria-label="Range"
          value={values.rangeKind}
          onChange={(v) => form.setFieldValue("rangeKind", v === "between" ? "between" : "last_days")}
          style={{ alignSelf: "flex-start" }}
        />
        {values.rangeKind === "last_days" ? (
          <NumberInput
            label="Days up to the day it runs"
            min={1}
            allowDecimal={false}
            w={220}
            {...form.getInputProps("days")}
          />
        ) : (
          <Group grow align="flex-start">
            <TextInput type="date" label="From" {...form.getInputProps("beginDate")} />
            <TextInput type="date" label="To" {...form.getInputProps("endDate")} />
          </Group>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect
          label="Accounts"
          placeholder={values.accountIds.length ? undefined : "All accounts"}
          data={accountOptions}
          searchable
          clearable
          {...form.getInputProps("accountIds")}
        />
        <MultiSelect
          label="Product classes"
          description="Apply to weights, pieces and devices"
          placeholder={values.productClassIds.length ? undefined : "All classes"}
          data={classOptions}
          searchable
          clearable
          {...form.getInputProps("productClassIds")}
        />
      </SimpleGrid>
      <Checkbox
        label="Show child accounts"
        checked={values.showChildAccounts}
        // The account list changes with it (SPEC §4): the selection is cleared and reloaded.
        onChange={(e) => form.setValues({ showChildAccounts: e.currentTarget.checked, accountIds: [] })}
      />
    </Stack>
  );
}
