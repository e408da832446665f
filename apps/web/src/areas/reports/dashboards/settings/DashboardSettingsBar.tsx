import {
  Accordion,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { TIME_PERIODS, type TimePeriod } from "@ops/domain";
import { useMemo } from "react";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { useCan } from "../../../../shared/permissions";
import { useClasses } from "../../../catalogue/classes-api";
import { useDashboardAccounts } from "../api";
import { settingsRange } from "./dashboard-settings";
import type { DashboardSettingsControl } from "./use-dashboard-settings";

const PERIOD_OPTIONS = TIME_PERIODS.map((p) => ({ value: p.id as string, label: p.label as string }));

/** What a screen shows of the settings: the split switch only where the figures split by product. */
export type SettingsBarOptions = { splitByProduct?: boolean; productClasses?: boolean };

const shortDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * The dashboard settings (SPEC §3) above a dashboard or report: dates, period, accounts, product
 * classes, split by product and show child accounts. On a phone (<= 700 px) they fold into one
 * accordion row that names the period, the range and how many accounts are chosen.
 */
export function DashboardSettingsBar({
  control,
  options = {},
}: {
  control: DashboardSettingsControl;
  options?: SettingsBarOptions;
}) {
  const mobile = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const { settings } = control;
  const range = settingsRange(settings);
  const period = TIME_PERIODS.find((p) => p.id === settings.timePeriod)?.label ?? "";
  const fields = <SettingsFields control={control} options={options} mobile={mobile} />;
  if (!mobile) {
    return (
      <Paper withBorder p="sm" data-testid="dashboard-settings">
        {fields}
      </Paper>
    );
  }
  const accounts = settings.selectedAccounts.length;
  return (
    <Accordion variant="contained" data-testid="dashboard-settings">
      <Accordion.Item value="settings">
        <Accordion.Control>
          <Text size="sm" fw={600}>
            Settings
          </Text>
          <Text size="xs" c="dimmed">
            {period}
            {range.ok ? ` · ${shortDay(range.range.beginDate)} – ${shortDay(range.range.endDate)}` : ""}
            {` · ${accounts === 0 ? "All accounts" : `${accounts} ${accounts === 1 ? "account" : "accounts"}`}`}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>{fields}</Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function SettingsFields({
  control,
  options,
  mobile,
}: {
  control: DashboardSettingsControl;
  options: SettingsBarOptions;
  mobile: boolean;
}) {
  const { settings, update, setShowChildAccounts } = control;
  const can = useCan();
  const accounts = useDashboardAccounts(settings.showChildAccounts);
  const showClasses = (options.productClasses ?? true) && can("catalogue.view");
  const classes = useClasses();
  const range = settingsRange(settings);
  const accountOptions = useMemo(
    () =>
      (accounts.data?.data ?? []).map((a) => ({
        value: String(a.id),
        label: a.parentName ? `${a.name} (${a.parentName})` : a.name,
      })),
    [accounts.data],
  );
  const classOptions = useMemo(
    () => (classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [classes.data],
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          type="date"
          label="From"
          value={range.ok ? range.range.beginDate : (settings.beginDate ?? "")}
          onChange={(e) => update({ beginDate: e.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label="To"
          value={range.ok ? range.range.endDate : (settings.endDate ?? "")}
          error={range.ok ? undefined : range.message}
          onChange={(e) => update({ endDate: e.currentTarget.value || null })}
        />
        <MultiSelect
          label="Accounts"
          placeholder={settings.selectedAccounts.length ? undefined : "All accounts"}
          searchable
          clearable
          data={accountOptions}
          value={settings.selectedAccounts.map(String)}
          onChange={(ids) => update({ selectedAccounts: ids.map(Number) })}
          nothingFoundMessage={accounts.isPending ? "Loading accounts…" : "No account matches"}
          error={accounts.isError ? "The accounts could not be loaded" : undefined}
          data-testid="dashboard-accounts"
        />
        {showClasses ? (
          <MultiSelect
            label="Product classes"
            placeholder={settings.selectedProductClasses.length ? undefined : "All classes"}
            searchable
            clearable
            data={classOptions}
            value={settings.selectedProductClasses.map(String)}
            onChange={(ids) => update({ selectedProductClasses: ids.map(Number) })}
            nothingFoundMessage={classes.isPending ? "Loading classes…" : "No class matches"}
          />
        ) : null}
      </SimpleGrid>
      <Group gap="md" align="center">
        <div style={mobile ? { flex: "1 1 100%" } : undefined}>
          <Text size="sm" fw={500} mb={4} id="dashboard-period-label">
            Time period
          </Text>
          <SegmentedControl
            aria-labelledby="dashboard-period-label"
            size="xs"
            fullWidth={mobile}
            data={PERIOD_OPTIONS}
            value={settings.timePeriod}
            onChange={(value) => update({ timePeriod: value as TimePeriod })}
          />
        </div>
        <Switch
          label="Show child accounts"
          checked={settings.showChildAccounts}
          onChange={(e) => setShowChildAccounts(e.currentTarget.checked)}
        />
        {options.splitByProduct ? (
          <Switch
            label="Split by product"
            checked={settings.splitByProduct}
            onChange={(e) => update({ splitByProduct: e.currentTarget.checked })}
          />
        ) : null}
      </Group>
    </Stack>
  );
}
