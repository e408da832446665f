import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, requestAt, setUnauthorizedHandler, toQueryString } from "./api";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn(
    async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("toQueryString", () => {
  it("writes arrays in bracket format and skips empty values", () => {
    expect(toQueryString({ accountIds: [1, 2], type: "active", empty: "", none: undefined })).toBe(
      "?accountIds%5B%5D=1&accountIds%5B%5D=2&type=active",
    );
    expect(toQueryString({})).toBe("");
  });
});

describe("requestAt", () => {
  it("sends the CSRF header and JSON body", async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await requestAt("POST", "/spa/users", { a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/spa/users");
    expect((init.headers as Record<string, string>)["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(init.body).toBe('{"a":1}');
  });

  it("uploads multipart form data with the CSRF header and the browser's content type", async () => {
    const fetchMock = stubFetch(201, '{"id":1}');
    const form = new FormData();
    form.append("name", "Scan report");
    await requestAt("POST", "/spa/accounts/1/documents", form);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/spa/accounts/1/documents");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(form);
    const headers = init.headers as Record<string, string>;
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(headers["Content-Type"]).toBeUndefined();
  });

  it("throws an ApiError whose message follows SPEC §8", async () => {
    stubFetch(422, '{"message":"Some fields need attention","errors":{"email":["Email is already in use"]}}');
    const error = await requestAt("POST", "/spa/users", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe("Some fields need attention");
    expect((error as ApiError).fieldErrors()).toEqual({ email: "Email is already in use" });
  });

  it("answers Unknown Exception for a body that is not JSON", async () => {
    stubFetch(502, "<html>Bad gateway</html>");
    const error = (await requestAt("GET", "/spa/site").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("Unknown Exception");
  });

  it("calls the unauthorized handler on 401, except for the sign-in call", async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(401, '{"message":"Sign in to continue"}');
    await requestAt("GET", "/spa/site").catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
    await requestAt("POST", "/spa/login", {}).catch(() => {});
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
