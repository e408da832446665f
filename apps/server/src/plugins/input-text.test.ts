import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../test/accounts-fixtures";
import { createTestApp, type TestApp, XHR } from "../../test/harness";
import { unstorableText } from "./input-text";

let t: TestApp;
let operator: Caller;
let northwind: number;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  const res = await t.app.inject({
    method: "POST",
    url: "/spa/login",
    headers: XHR,
    payload: { email: "operator@example.com", password: "demo1234" },
  });
  cookie = `ops_session=${res.cookies.find((c) => c.name === "ops_session")?.value}`;
});
afterAll(() => t.close());

describe("text no column can store", () => {
  it("finds NUL bytes and broken UTF-16 anywhere, by field", () => {
    expect(unstorableText({ a: "ok", b: ["x", "y\u0000"], c: { d: "\ud800" } })).toEqual(["b.1", "c.d"]);
    expect(unstorableText({ ok: "emoji 😀 stays", tail: "\udc00" })).toEqual(["tail"]);
    expect(unstorableText("plain")).toEqual([]);
  });

  it("answers 422 on the field instead of failing in the database", async () => {
    const nul = await operator({ method: "POST", url: "/spa/accounts", payload: { name: "Acme\u0000 Co" } });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.name).toEqual([
      "Remove the invisible control character or broken symbol from this text",
    ]);
    // A lone surrogate as JSON text sends it through.
    const surrogate = await t.app.inject({
      method: "PUT",
      url: `/spa/accounts/${northwind}`,
      headers: { ...XHR, cookie, "content-type": "application/json" },
      payload: '{"notes":"broken \\ud800 half"}',
    });
    expect(surrogate.statusCode).toBe(422);
    expect(Object.keys(surrogate.json().errors)).toEqual(["notes"]);
    const query = await operator({ method: "GET", url: "/spa/accounts?search=a%00b" });
    expect(query.statusCode).toBe(422);
  });

  it("answers 422, not 500, for an id past what the database holds", async () => {
    for (const url of ["/spa/accounts/3000000000", "/spa/accounts?accountIds[]=3000000000"]) {
      const res = await operator({ method: "GET", url });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expect(res.json().message).toBeDefined();
    }
  });

  it("answers 400 for a multipart body cut short or with the wrong boundary", async () => {
    const boundary = "----ops-test";
    const start = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBOL\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bol.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut`;
    for (const [body, type] of [
      [start, `multipart/form-data; boundary=${boundary}`],
      [`${start}\r\n--${boundary}--\r\n`, "multipart/form-data; boundary=other"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url: `/spa/accounts/${northwind}/documents`,
        headers: { ...XHR, cookie, "content-type": type },
        payload: body,
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().message).toBeDefined();
    }
  });
});
