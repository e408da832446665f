import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SSO_GOOGLE_URL: "https://sso.example.com/google",
    CRM_URL: "https://crm.example.com",
  });
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/spa/login",
    headers: { ...XHR, ...headers },
    payload: payload as object,
  });

describe("POST /spa/login", () => {
  it("answers the user and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await login({ email: "Operator@Example.com", password: "demo1234" });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: "operator@example.com",
      name: "Olivia Ortega",
      entitlements: ["smr_user"],
      type: "operator",
      audience: "operator",
    });
    expect(res.json().user.passwordHash).toBeUndefined();
    const cookie = res.cookies.find((c) => c.name === "ops_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The page-readable mark says only that someone signed in, and lasts as long as the session.
    const mark = res.cookies.find((c) => c.name === "ops_signed_in");
    expect(mark?.value).toBe("1");
    expect(mark?.httpOnly).toBeFalsy();
    expect(mark?.expires?.toString()).toBe(cookie?.expires?.toString());
  });

  it("marks the cookie Secure when served over TLS", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const res = await proxied.app.inject({
        method: "POST",
        url: "/spa/login",
        headers: { ...XHR, "x-forwarded-proto": "https" },
        payload: { email: "client@example.com", password: "demo1234" },
      });
      expect(res.cookies.find((c) => c.name === "ops_session")?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it("refuses a wrong pair with 401 and a message", async () => {
    const res = await login({ email: "operator@example.com", password: "wrong-password" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Email or password is incorrect" });
    const unknown = await login({ email: "nobody@example.com", password: "whatever1" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: "Email or password is incorrect" });
  });

  it("answers 422 with field errors for a missing email", async () => {
    const res = await login({ email: "", password: "x" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(["Email is required"]);
  });

  it("refuses the call without the X-Requested-With header (CSRF)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/spa/login",
      payload: { email: "operator@example.com", password: "demo1234" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/X-Requested-With/);
  });

  it("answers 429 after 10 failures a minute for one email, even with the right password", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const from = (ip: string, email: string, password: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/spa/login",
          headers: { ...XHR, "x-forwarded-for": ip },
          payload: { email, password },
        });
      for (let i = 0; i < 10; i++) {
        expect((await from(`10.0.0.${i}`, "dana.dubois@example.com", `bad-${i}`)).statusCode).toBe(401);
      }
      const blocked = await from("10.0.1.1", "dana.dubois@example.com", "demo1234");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
      // Another user from another address is not affected.
      expect((await from("10.0.2.1", "marco.moretti@example.com", "demo1234")).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it("lets no more than 10 of 50 simultaneous guesses be checked, on either database", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const guess = (i: number) =>
        proxied.app.inject({
          method: "POST",
          url: "/spa/login",
          headers: { ...XHR, "x-forwarded-for": `10.9.${i}.1` },
          // The right password is among the guesses, late: it must not get in.
          payload: { email: "marco.moretti@example.com", password: i === 45 ? "demo1234" : `guess-${i}` },
        });
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => guess(i)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      expect(statuses.filter((s) => s !== 429).every((s) => s === 401 || s === 200)).toBe(true);
      expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    } finally {
      await proxied.close();
    }
  });

  it("answers 429 after 10 failures a minute from one address across emails", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const from = (email: string, password: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/spa/login",
          headers: { ...XHR, "x-forwarded-for": "203.0.113.9" },
          payload: { email, password },
        });
      for (let i = 0; i < 10; i++)
        expect((await from(`guess${i}@example.com`, "nope-nope")).statusCode).toBe(401);
      expect((await from("operator@example.com", "demo1234")).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe("sessions", () => {
  it("keeps sessions in the database: a second server process accepts the cookie", async () => {
    const cookie = await signIn(t.app, "operator@example.com");
    const { buildApp } = await import("../../app");
    const other = await buildApp({ db: t.database.db, config: t.config });
    try {
      const res = await other.inject({ method: "GET", url: "/spa/site", headers: { cookie } });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("ends the session on logout", async () => {
    const cookie = await signIn(t.app, "operator@example.com");
    const call = as(t.app, cookie);
    const out = await call({ method: "POST", url: "/spa/logout" });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === "ops_signed_in")?.value).toBe("");
    const after = await call({ method: "GET", url: "/spa/site" });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: "Sign in to continue" });
  });

  it("stores only a hash of the token", async () => {
    const cookie = await signIn(t.app, "vendor@example.com");
    const token = cookie.split("=")[1] ?? "";
    const rows = await t.database.db.execute(`select token_hash from sessions`);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });
});

describe("path families", () => {
  it("answers 401 without a session", async () => {
    for (const url of ["/spa/users", "/spa/site", "/spa/roles?type=client"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("answers 403 with a message for the wrong family", async () => {
    const client = as(t.app, await signIn(t.app, "client@example.com"));
    const res = await client({ method: "GET", url: "/spa/users" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "This is available to operator staff only" });

    const vendor = as(t.app, await signIn(t.app, "vendor@example.com"));
    expect((await vendor({ method: "GET", url: "/spa/users" })).statusCode).toBe(403);
  });

  it("decides the family from the matched route: an encoded /spa is refused, never let through", async () => {
    // The router decodes `/%73pa` to `/spa`; the guard once read the raw URL and let these pass.
    for (const url of ["/%73pa/warehouses", "/%73pa/docs/json", "/%73%70%61/site"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe("No such path; API addresses start with /spa/");
    }
    const logout = await t.app.inject({ method: "POST", url: "/%73pa/logout", payload: {} });
    expect(logout.statusCode).toBe(404);
    // Encoded letters after the prefix still reach their route, and its family still applies.
    const client = as(t.app, await signIn(t.app, "client@example.com"));
    expect((await client({ method: "GET", url: "/spa/%75sers" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/spa/%75sers" })).statusCode).toBe(401);
  });

  it("serves /spa/no_user without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/spa/no_user/client_config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ssoProviders: [{ id: "google", url: "https://sso.example.com/google" }],
      crmUrl: "https://crm.example.com",
      resetUrl: null,
    });
  });
});

describe("GET /spa/site", () => {
  it("gives an operator the user, warehouses, actions and options", async () => {
    const call = as(t.app, await signIn(t.app, "operator@example.com"));
    const res = await call({ method: "GET", url: "/spa/site" });
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site.user.email).toBe("operator@example.com");
    expect(site.warehouses.map((w: { shortName: string }) => w.shortName)).toEqual(["DAL", "PHX"]);
    expect(site.warehouses[0]).toHaveProperty("id");
    expect(site.actions.inbound.map((a: { id: string }) => a.id)).toContain("scheduled");
    expect(Object.keys(site.actions)).toEqual(["inbound", "outbound", "shopOrder", "itad", "processing"]);
    // No DASHBOARD_URL configured: the home dashboard of the web application.
    expect(site.dashboardUrl).toBe("/");
    // Only the configured provider is offered.
    expect(site.loginOptions.ssoProviders.map((p: { id: string }) => p.id)).toEqual(["google"]);
  });

  it("is open to clients and vendors with their own actions", async () => {
    const client = as(t.app, await signIn(t.app, "client@example.com"));
    const site = (await client({ method: "GET", url: "/spa/site" })).json();
    expect(site.user.audience).toBe("client");
    expect(site.actions.inbound).toEqual([{ id: "request", label: "Request a pickup" }]);
    const vendor = as(t.app, await signIn(t.app, "vendor@example.com"));
    expect((await vendor({ method: "GET", url: "/spa/site" })).json().user.audience).toBe("vendor");
  });

  it("points dashboardUrl at DASHBOARD_URL when it is configured", async () => {
    const configured = await createTestApp({ DASHBOARD_URL: "https://bi.example.com/ops" });
    try {
      const client = as(configured.app, await signIn(configured.app, "client@example.com"));
      expect((await client({ method: "GET", url: "/spa/site" })).json().dashboardUrl).toBe(
        "https://bi.example.com/ops",
      );
    } finally {
      await configured.close();
    }
  });
});
