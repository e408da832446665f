import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_VERSION, checkVersion } from "./version";

afterEach(() => vi.unstubAllGlobals());

const serve = (body: string, status = 200) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );

describe("checkVersion", () => {
  it("reloads when the served version differs", async () => {
    serve(JSON.stringify({ version: `${APP_VERSION}-next` }));
    const reload = vi.fn();
    expect(await checkVersion(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the version is the same or unreadable", async () => {
    const reload = vi.fn();
    serve(JSON.stringify({ version: APP_VERSION }));
    expect(await checkVersion(reload)).toBe(false);
    serve("<!doctype html>");
    expect(await checkVersion(reload)).toBe(false);
    serve("", 404);
    expect(await checkVersion(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
