import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../test/harness";
import { AppError } from "../platform/app-error";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: "2048" });
});
afterAll(() => t.close());

describe("error contract", () => {
  it("answers an unknown /spa path with 404 JSON, before asking for a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/spa/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: "No such path: GET /spa/no-such-thing" });
  });

  it("answers the router's own refusals in the error shape, with the security headers, echoing nothing", async () => {
    for (const [url, status] of [
      ["/spa/assets/%zz%zz/events", 400],
      [`/spa/assets/${"A".repeat(600)}/events`, 414],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(status);
      expect(Object.keys(res.json())).toEqual(["message"]);
      expect(res.body).not.toContain("%zz");
      expect(res.body).not.toContain("AAAA");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });

  it("answers 413 with a message for a body over the limit", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/spa/login",
      headers: XHR,
      payload: { email: "x@example.com", password: "p".repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The upload is too large" });
  });

  it("answers 500 with a request id and no stack", async () => {
    const app = (await import("../app")).buildApp;
    const broken = await app({ db: t.database.db, config: t.config });
    broken.get("/spa/no_user/explode", async () => {
      throw new Error("secret database detail");
    });
    broken.get("/spa/no_user/timeout", async () => {
      throw Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    });
    broken.get("/spa/no_user/gone", async () => {
      throw Object.assign(new Error("insert violates foreign key constraint"), { code: "23503" });
    });
    broken.get("/spa/no_user/deadlock", async () => {
      throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
    });
    broken.get("/spa/no_user/conflict", async () => {
      throw new AppError(409, "This load was changed by someone else");
    });
    try {
      const res = await broken.inject({ method: "GET", url: "/spa/no_user/explode" });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body.message).toBe("Internal error");
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toContain("secret");
      expect(res.body).not.toContain("at ");
      const slow = await broken.inject({ method: "GET", url: "/spa/no_user/timeout" });
      expect(slow.statusCode).toBe(504);
      expect(slow.json().message).toMatch(/took too long/);
      const gone = await broken.inject({ method: "GET", url: "/spa/no_user/gone" });
      expect(gone.statusCode).toBe(409);
      expect(gone.json().message).toMatch(/changed by someone else/);
      const deadlock = await broken.inject({ method: "GET", url: "/spa/no_user/deadlock" });
      expect(deadlock.statusCode).toBe(409);
      expect(deadlock.json().message).toMatch(/at the same moment; nothing was saved/);
      const conflict = await broken.inject({ method: "GET", url: "/spa/no_user/conflict" });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual({ message: "This load was changed by someone else" });
    } finally {
      await broken.close();
    }
  });

  it("sets the security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/spa/no_user/client_config" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("reads bracketed array query values (SPEC §9)", async () => {
    const call = as(t.app, await signIn(t.app, "operator@example.com"));
    const res = await call({ method: "GET", url: "/spa/users?sort[]=name" });
    expect(res.statusCode).toBe(422);
  });
});

describe("OpenAPI", () => {
  it("is generated from the route schemas and served at /spa/docs to operators", async () => {
    expect((await t.app.inject({ method: "GET", url: "/spa/docs/json" })).statusCode).toBe(401);
    const call = as(t.app, await signIn(t.app, "operator@example.com"));
    const json = await call({ method: "GET", url: "/spa/docs/json" });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/spa/login", "/spa/users", "/spa/users/{id}", "/spa/site"]),
    );
    expect(
      doc.paths["/spa/users"].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("email");
    const ui = await call({ method: "GET", url: "/spa/docs" });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
