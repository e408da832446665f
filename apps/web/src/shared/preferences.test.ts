import { describe, expect, it } from "vitest";
import {
  clearPreferences,
  preferenceKey,
  readPreference,
  removePreference,
  writePreference,
} from "./preferences";

function isCount(value: unknown): value is { count: number } {
  return (
    typeof value === "object" && value !== null && typeof (value as { count?: unknown }).count === "number"
  );
}

describe("preferences", () => {
  it("stores values as JSON under the preferences_ prefix", () => {
    writePreference("grid_columns", { count: 3 }, sessionStorage);
    expect(sessionStorage.getItem("preferences_grid_columns")).toBe('{"count":3}');
    expect(localStorage.getItem("preferences_grid_columns")).toBeNull();
    expect(readPreference("grid_columns", sessionStorage)).toEqual({ count: 3 });
    expect(readPreference("grid_columns", "session")).toEqual({ count: 3 });
    expect(readPreference("grid_columns", "local")).toBeNull();
  });

  it("defaults to localStorage and does not double the prefix", () => {
    writePreference("preferences_theme", "dark");
    expect(localStorage.getItem("preferences_theme")).toBe('"dark"');
    expect(readPreference("theme")).toBe("dark");
    expect(preferenceKey("theme")).toBe("preferences_theme");
  });

  it("returns null for missing, malformed or invalid values", () => {
    expect(readPreference("nothing", localStorage)).toBeNull();
    localStorage.setItem("preferences_broken", "{not json");
    expect(readPreference("broken", localStorage)).toBeNull();
    localStorage.setItem("preferences_wrong_shape", '{"count":"three"}');
    expect(readPreference("wrong_shape", localStorage, isCount)).toBeNull();
    localStorage.setItem("preferences_right_shape", '{"count":3}');
    expect(readPreference("right_shape", localStorage, isCount)).toEqual({ count: 3 });
  });

  it("removes one preference", () => {
    writePreference("a", 1, localStorage);
    removePreference("a", localStorage);
    expect(localStorage.getItem("preferences_a")).toBeNull();
  });

  it("clears matching preferences from both storages and leaves other keys", () => {
    localStorage.setItem("preferences_datatable_assets", "{}");
    localStorage.setItem("preferences_datatable_accounts", "{}");
    sessionStorage.setItem("preferences_datatable_assets", "{}");
    localStorage.setItem("preferences_dashboard", "{}");
    localStorage.setItem("datatable_unrelated", "{}");

    clearPreferences("datatable_");

    expect(localStorage.getItem("preferences_datatable_assets")).toBeNull();
    expect(localStorage.getItem("preferences_datatable_accounts")).toBeNull();
    expect(sessionStorage.getItem("preferences_datatable_assets")).toBeNull();
    expect(localStorage.getItem("preferences_dashboard")).toBe("{}");
    expect(localStorage.getItem("datatable_unrelated")).toBe("{}");
  });
});
