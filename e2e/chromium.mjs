import { existsSync } from "node:fs";

/** The Chromium to drive: CHROMIUM_PATH, else the usual system paths (no browser download is possible here). */
export function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
  ].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // A fake camera answers getUserMedia without a permission prompt (webcam photos, SPEC §5).
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
];
