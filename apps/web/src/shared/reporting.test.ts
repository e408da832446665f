import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { errorPageUrl, installGlobalHandlers, isHandled, markHandled, reportError } from "./reporting";

afterEach(() => vi.restoreAllMocks());

describe("reporting", () => {
  it("reports an error once with its component", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new Error("boom");
    reportError(error, "UserForm");
    reportError(error, "UserForm");
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe("[UserForm]");
  });

  it("builds the error page address with name, message and component", () => {
    const url = new URL(errorPageUrl(new TypeError("x is undefined"), "Home"), "http://localhost");
    expect(url.pathname).toBe("/error");
    expect(url.searchParams.get("name")).toBe("TypeError");
    expect(url.searchParams.get("message")).toBe("x is undefined");
    expect(url.searchParams.get("component")).toBe("Home");
  });

  it("sends unhandled rejections to /error unless marked handled", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const navigate = vi.fn();
    const uninstall = installGlobalHandlers(navigate);
    try {
      const handledError = markHandled(new ApiError(422, { message: "bad" }));
      expect(isHandled(handledError)).toBe(true);
      window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: handledError }));
      expect(navigate).not.toHaveBeenCalled();
      window.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: new Error("lost") }));
      expect(navigate).toHaveBeenCalledWith(
        expect.stringMatching(/^\/error\?name=Error&message=lost&component=promise$/),
      );
    } finally {
      uninstall();
    }
  });
});
