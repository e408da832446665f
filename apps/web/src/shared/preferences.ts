/**
 * Browser-stored user preferences. SPEC §9: every preference key starts with `preferences_`,
 * so logging out can remove them all without touching anything else in storage.
 */
export const PREFERENCES_PREFIX = "preferences_";

/** Full storage key for a preference name; a name that already carries the prefix is kept as is. */
export function preferenceKey(name: string): string {
  return name.startsWith(PREFERENCES_PREFIX) ? name : `${PREFERENCES_PREFIX}${name}`;
}

/** Where a preference is kept: a Storage object, or "local" (the default) / "session". */
export type PreferenceStorage = Storage | "local" | "session";

// Storage can be missing or throw on access (private browsing, disabled cookies, sandboxed
// frames); a preference is never worth breaking a screen for, so every access degrades to
// "no preference". Naming the storage lets callers avoid touching window.*Storage themselves.
function resolveStorage(storage: PreferenceStorage = "local"): Storage | null {
  try {
    if (storage === "local") return window.localStorage;
    if (storage === "session") return window.sessionStorage;
    return storage;
  } catch {
    return null;
  }
}

/**
 * Reads a JSON preference. Returns null when it is absent, unreadable or fails `isValid`
 * (stored data may come from an older build, or have been edited by hand).
 */
export function readPreference<T>(
  name: string,
  storage?: PreferenceStorage,
  isValid?: (value: unknown) => value is T,
): T | null {
  const target = resolveStorage(storage);
  if (!target) return null;
  try {
    const raw = target.getItem(preferenceKey(name));
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (isValid && !isValid(value)) return null;
    return value as T;
  } catch {
    return null;
  }
}

/** Stores a preference as JSON. Failures (quota, disabled storage) are ignored. */
export function writePreference(name: string, value: unknown, storage?: PreferenceStorage): void {
  const target = resolveStorage(storage);
  if (!target) return;
  try {
    target.setItem(preferenceKey(name), JSON.stringify(value));
  } catch {
    // Not saving a preference only costs the user their setting next time.
  }
}

/** Removes one preference. */
export function removePreference(name: string, storage?: PreferenceStorage): void {
  const target = resolveStorage(storage);
  try {
    target?.removeItem(preferenceKey(name));
  } catch {
    // See writePreference.
  }
}

/**
 * Removes every preference whose name starts with `prefix` from both local and session storage.
 * `clearPreferences("")` removes all preferences.
 */
export function clearPreferences(prefix: string): void {
  const fullPrefix = preferenceKey(prefix);
  for (const kind of ["local", "session"] as const) {
    const storage = resolveStorage(kind);
    if (!storage) continue;
    try {
      // Collect first: removing while indexing by position would skip keys.
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(fullPrefix)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      // See writePreference.
    }
  }
}
