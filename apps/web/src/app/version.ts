declare const __APP_VERSION__: string;

/** The version this page's script was built as. */
export const APP_VERSION: string = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";

/**
 * Compares the served script version with this one and reloads the page when it changed, so a
 * deployment reaches every open tab at its next navigation (SPEC §2).
 */
export async function checkVersion(reload: () => void = () => window.location.reload()): Promise<boolean> {
  try {
    const response = await fetch("/version.json", { cache: "no-store" });
    if (!response.ok) return false;
    const { version } = (await response.json()) as { version?: string };
    if (version && version !== APP_VERSION) {
      reload();
      return true;
    }
  } catch {
    // Offline or a dev server without version.json: keep working with the loaded script.
  }
  return false;
}
