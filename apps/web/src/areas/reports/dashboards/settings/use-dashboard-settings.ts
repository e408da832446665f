import type { DashboardQueryInput } from "@ops/domain";
import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { readPreference, writePreference } from "../../../../shared/preferences";
import {
  DASHBOARD_PREFERENCE,
  type DashboardSettings,
  sameSettings,
  settingsFromStored,
  settingsFromUrl,
  toDashboardQuery,
  urlCarriesSettings,
  withSettingsInUrl,
  withShowChildAccounts,
} from "./dashboard-settings";

export type DashboardSettingsControl = {
  settings: DashboardSettings;
  /** What the dashboard calls send. */
  query: DashboardQueryInput;
  /** Changes some settings (the show-child-accounts flag goes through setShowChildAccounts). */
  update: (change: Partial<Omit<DashboardSettings, "showChildAccounts">>) => void;
  /** SPEC §4: also clears the selected accounts. */
  setShowChildAccounts: (on: boolean) => void;
  reset: () => void;
};

function storedSettings(): DashboardSettings {
  return settingsFromStored(readPreference<unknown>(DASHBOARD_PREFERENCE));
}

/**
 * The dashboard settings of this browser (SPEC §3), shared by every dashboard and report screen.
 * The address is the live state: when it carries settings they win (a shared link opens the
 * sender's view) and become the stored ones; when it carries none, the stored settings are
 * written into it. Every change goes to both, so a reload or the next dashboard opens the same.
 * Several components may call this at once: they all read the same address.
 */
export function useDashboardSettings(): DashboardSettingsControl {
  const [params, setParams] = useSearchParams();
  const fromUrl = urlCarriesSettings(params);
  // The address as text keeps `settings` stable between renders that do not change it.
  const search = fromUrl ? params.toString() : "";
  const settings = useMemo(
    () => (fromUrl ? settingsFromUrl(new URLSearchParams(search)) : storedSettings()),
    [search, fromUrl],
  );

  useEffect(() => {
    if (fromUrl) {
      if (!sameSettings(settings, storedSettings())) writePreference(DASHBOARD_PREFERENCE, settings);
      return;
    }
    // Replace, not push: opening a dashboard is one history entry, with or without its settings.
    setParams((current) => withSettingsInUrl(current, settings), { replace: true });
  }, [fromUrl, settings, setParams]);

  const apply = useCallback(
    (next: (current: DashboardSettings) => DashboardSettings) => {
      setParams(
        (current) => {
          const before = urlCarriesSettings(current) ? settingsFromUrl(current) : storedSettings();
          const after = next(before);
          writePreference(DASHBOARD_PREFERENCE, after);
          return withSettingsInUrl(current, after);
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return useMemo(
    () => ({
      settings,
      query: toDashboardQuery(settings),
      update: (change) => apply((current) => ({ ...current, ...change })),
      setShowChildAccounts: (on) => apply((current) => withShowChildAccounts(current, on)),
      reset: () => apply(() => settingsFromStored(null)),
    }),
    [settings, apply],
  );
}
