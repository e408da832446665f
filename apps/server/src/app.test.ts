import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "ops-web-"));
  fs.mkdirSync(path.join(dist, "static"));
  fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Reuse Ops</title>");
  fs.writeFileSync(path.join(dist, "static", "app-1234.js"), "console.log(1)");
  fs.writeFileSync(path.join(dist, "static", "app-1234.js.map"), '{"version":3}');
  fs.writeFileSync(path.join(dist, "version.json"), '{"version":"abc"}');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("answers every screen path with index.html, not cached", async () => {
    for (const url of ["/", "/operators/12/edit", "/assets/PAL-000123", "/login?redirect=%2F"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<title>Reuse Ops</title>");
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("serves built files, hashed ones as immutable", async () => {
    const js = await t.app.inject({ method: "GET", url: "/static/app-1234.js" });
    expect(js.statusCode).toBe(200);
    expect(js.headers["cache-control"]).toContain("immutable");
    const version = await t.app.inject({ method: "GET", url: "/version.json" });
    expect(version.json()).toEqual({ version: "abc" });
    expect(version.headers["cache-control"]).toBe("no-cache");
  });

  it("serves a new build without a restart", async () => {
    fs.writeFileSync(path.join(dist, "static", "app-5678.js"), "console.log(2)");
    const js = await t.app.inject({ method: "GET", url: "/static/app-5678.js" });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe("console.log(2)");
    // A server started before any build serves the first one once it is made.
    const later = fs.mkdtempSync(path.join(os.tmpdir(), "ops-web-later-"));
    const early = await createTestApp({ WEB_DIST: later });
    try {
      expect((await early.app.inject({ method: "GET", url: "/loads" })).statusCode).toBe(404);
      fs.writeFileSync(path.join(later, "index.html"), "<!doctype html><title>Later build</title>");
      const page = await early.app.inject({ method: "GET", url: "/loads" });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Later build");
    } finally {
      await early.close();
      fs.rmSync(later, { recursive: true, force: true });
    }
  });

  it("answers a missing file with 404, never with the page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/static/app-old.js" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No such path/);
  });

  it("answers /healthz", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ ok: true });
  });

  it("keeps source maps to itself in production, and serves them in development", async () => {
    expect((await t.app.inject({ method: "GET", url: "/static/app-1234.js.map" })).statusCode).toBe(200);
    const production = await createTestApp({ WEB_DIST: dist, NODE_ENV: "production" });
    try {
      const map = await production.app.inject({ method: "GET", url: "/static/app-1234.js.map" });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('"version":3');
      const js = await production.app.inject({ method: "GET", url: "/static/app-1234.js" });
      expect(js.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });

  it("answers signed-in JSON with no-store, and leaves the sign-in page's own caching alone", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/spa/login",
      headers: { "x-requested-with": "XMLHttpRequest" },
      payload: { email: "operator@example.com", password: "demo1234" },
    });
    const cookie = `ops_session=${login.cookies.find((c) => c.name === "ops_session")?.value}`;
    for (const url of ["/spa/site", "/spa/accounts", "/spa/warehouses"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
    expect((await t.app.inject({ method: "GET", url: "/" })).headers["cache-control"]).toBe("no-cache");
  });
});
