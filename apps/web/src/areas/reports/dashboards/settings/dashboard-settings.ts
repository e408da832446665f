// The dashboard settings (SPEC §3 "Dashboard settings kept locally") as plain data: what the
// browser stores under `preferences_dashboard`, what the address bar carries so a dashboard can
// be shared, and the DashboardQuery every dashboard call sends. No React here: the hook in
// use-dashboard-settings.ts joins these to the router and the storage.
import {
  type DashboardQueryInput,
  DEFAULT_TIME_PERIOD,
  resolveRange,
  TIME_PERIOD_IDS,
  type TimePeriod,
} from "@ops/domain";

/** The SPEC §3 keys. A null date follows the server's default (end today, begin 91 days before). */
export type DashboardSettings = {
  beginDate: string | null;
  endDate: string | null;
  timePeriod: TimePeriod;
  splitByProduct: boolean;
  selectedAccounts: number[];
  selectedProductClasses: number[];
  showChildAccounts: boolean;
};

/** The preference's name (stored as `preferences_dashboard`, SPEC §9). */
export const DASHBOARD_PREFERENCE = "dashboard";

export const DEFAULT_DASHBOARD_SETTINGS: DashboardSettings = {
  beginDate: null,
  endDate: null,
  timePeriod: DEFAULT_TIME_PERIOD,
  splitByProduct: false,
  selectedAccounts: [],
  selectedProductClasses: [],
  showChildAccounts: false,
};

/** The address bar's names of the settings: the SPEC §3 keys themselves. */
export const SETTINGS_URL_KEYS = [
  "beginDate",
  "endDate",
  "timePeriod",
  "splitByProduct",
  "selectedAccounts",
  "selectedProductClasses",
  "showChildAccounts",
] as const satisfies readonly (keyof DashboardSettings)[];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// A real day only: 2026-02-30 matches the pattern but is not one (the server would answer 422).
const isIsoDate = (value: unknown): value is string => {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
const isPeriod = (value: unknown): value is TimePeriod =>
  typeof value === "string" && (TIME_PERIOD_IDS as readonly string[]).includes(value);
const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;
const ids = (value: unknown): number[] => (Array.isArray(value) ? [...new Set(value.filter(isId))] : []);

/**
 * Settings from anything stored (an older build, a hand edit): each key that does not read as
 * its kind falls back to its default rather than discarding the rest.
 */
export function settingsFromStored(value: unknown): DashboardSettings {
  if (typeof value !== "object" || value === null) return { ...DEFAULT_DASHBOARD_SETTINGS };
  const v = value as Record<string, unknown>;
  return {
    beginDate: isIsoDate(v.beginDate) ? v.beginDate : null,
    endDate: isIsoDate(v.endDate) ? v.endDate : null,
    timePeriod: isPeriod(v.timePeriod) ? v.timePeriod : DEFAULT_TIME_PERIOD,
    splitByProduct: v.splitByProduct === true,
    selectedAccounts: ids(v.selectedAccounts),
    selectedProductClasses: ids(v.selectedProductClasses),
    showChildAccounts: v.showChildAccounts === true,
  };
}

/** Whether the address carries dashboard settings (then it wins over the stored ones). */
export function urlCarriesSettings(params: URLSearchParams): boolean {
  return SETTINGS_URL_KEYS.some((key) => params.has(key));
}

const idList = (text: string | null): number[] =>
  ids((text ?? "").split(",").map((part) => (/^\d+$/.test(part.trim()) ? Number(part.trim()) : Number.NaN)));

/**
 * Settings from the address. A shared link describes the whole view: a key it leaves out is
 * that key's default, not the reader's stored value (their accounts are not the sender's).
 */
export function settingsFromUrl(params: URLSearchParams): DashboardSettings {
  return settingsFromStored({
    beginDate: params.get("beginDate"),
    endDate: params.get("endDate"),
    timePeriod: params.get("timePeriod"),
    splitByProduct: params.get("splitByProduct") === "true",
    selectedAccounts: idList(params.get("selectedAccounts")),
    selectedProductClasses: idList(params.get("selectedProductClasses")),
    showChildAccounts: params.get("showChildAccounts") === "true",
  });
}

/**
 * The address with the settings written in (other query values kept). The period is always
 * written, so an address that went through a dashboard always carries its settings; the other
 * keys only when they differ from their default, to keep a shared link short.
 */
export function withSettingsInUrl(params: URLSearchParams, settings: DashboardSettings): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of SETTINGS_URL_KEYS) next.delete(key);
  if (settings.beginDate) next.set("beginDate", settings.beginDate);
  if (settings.endDate) next.set("endDate", settings.endDate);
  next.set("timePeriod", settings.timePeriod);
  if (settings.splitByProduct) next.set("splitByProduct", "true");
  if (settings.selectedAccounts.length > 0) next.set("selectedAccounts", settings.selectedAccounts.join(","));
  if (settings.selectedProductClasses.length > 0) {
    next.set("selectedProductClasses", settings.selectedProductClasses.join(","));
  }
  if (settings.showChildAccounts) next.set("showChildAccounts", "true");
  return next;
}

/**
 * SPEC §4: toggling show-child-accounts clears the selected accounts (the list they were chosen
 * from changes; the account list is read again because its query key carries the flag).
 */
export function withShowChildAccounts(
  settings: DashboardSettings,
  showChildAccounts: boolean,
): DashboardSettings {
  if (settings.showChildAccounts === showChildAccounts) return settings;
  return { ...settings, showChildAccounts, selectedAccounts: [] };
}

/** The query every dashboard call sends (the server fills the dates a null leaves out). */
export function toDashboardQuery(settings: DashboardSettings): DashboardQueryInput {
  return {
    beginDate: settings.beginDate ?? undefined,
    endDate: settings.endDate ?? undefined,
    timePeriod: settings.timePeriod,
    splitByProduct: settings.splitByProduct ? "true" : "false",
    accountIds: settings.selectedAccounts.length > 0 ? settings.selectedAccounts : undefined,
    productClassIds: settings.selectedProductClasses.length > 0 ? settings.selectedProductClasses : undefined,
    showChildAccounts: settings.showChildAccounts ? "true" : "false",
  };
}

/** Whether two settings are the same (the URL write is skipped when nothing changed). */
export function sameSettings(a: DashboardSettings, b: DashboardSettings): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Today's date in UTC, the day the server counts ranges from. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The range the server will use for these settings (its defaults fill a missing date), or why not. */
export function settingsRange(
  settings: Pick<DashboardSettings, "beginDate" | "endDate">,
  today = todayUtc(),
) {
  return resolveRange(
    { beginDate: settings.beginDate ?? undefined, endDate: settings.endDate ?? undefined },
    today,
  );
}
