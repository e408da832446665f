import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers } from "../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  type Caller,
  fillPath,
  inBatches,
  routeTable,
  type SweptRoute,
  typeOf,
} from "../../test/route-sweep";
import { multipart, PNG_1PX } from "../areas/activities/activity-records.fixtures";
import { demoPdf } from "../db/seed/demo-accounts";

/**
 * Tenant sweep, so a route that forgets its family or scope check fails here instead of showing
 * one client another's data: it walks the whole route table, so a new route is covered the day it is
 * added. Every route is called without a session, every operator route with a client and a
 * vendor session, every client route by one client with another client's ids and filters, and
 * every vendor route by a vendor with ids that are not its own.
 */

/** Routes their config opens wider than their path family (decided in docs/decisions.md). */
const ANONYMOUS = new Set(["POST /spa/login", "POST /spa/logout"]);
const ANY_SIGNED_IN = new Set([
  "GET /spa/site",
  "GET /spa/regions",
  "GET /spa/warehouses",
  "POST /spa/logout",
]);
/** Ending the sweep's own sessions would refuse everything after it. */
const NOT_CALLED_SIGNED_IN = new Set(["POST /spa/logout"]);

const WIDTH = 20;
const PER_ROUTE = 6;

type Row = Record<string, unknown>;
type Pool = { values: (string | number)[]; own: (string | number)[] };
type Tenant = {
  caller: Caller;
  pools: Record<string, Pool>;
  markers: string[];
  accountIds: number[];
  foreignAccountIds: number[];
};

let t: TestApp;
let routes: SweptRoute[];
const stats = { routes: 0, calls: 0, failures: [] as string[], errors500: [] as string[] };

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const unique = <T>(list: T[]) => [...new Set(list)];
const keep = (list: unknown[]) =>
  unique(list.filter((v): v is string | number => typeof v === "string" || typeof v === "number"));

/** Strings distinctive enough to betray a record in a body; never one the tenant may see as its own. */
function distinctMarkers(foreign: unknown[], own: unknown[]): string[] {
  const mine = own.filter((v): v is string => typeof v === "string" && v.length > 0);
  return unique(
    foreign.filter(
      (m): m is string => typeof m === "string" && m.length >= 6 && !mine.some((o) => o.includes(m)),
    ),
  );
}

function pool(all: Row[], isOwn: (row: Row) => boolean, column: string): Pool {
  return {
    values: keep(all.filter((r) => !isOwn(r)).map((r) => r[column])),
    own: keep(all.filter(isOwn).map((r) => r[column])),
  };
}

/** The tenant's own records and everyone else's, straight from the database. */
async function tenantOf(caller: Caller, email: string, audience: "client" | "vendor"): Promise<Tenant> {
  const ownAccounts = (
    await rows(sql`
      with recursive own(id) as (
        select au.account_id from account_users au join users u on u.id = au.user_id where u.email = ${email}
        union select a.id from accounts a join own on a.parent_id = own.id)
      select id from own`)
  ).map((r) => Number(r.id));
  const mineAccount = (id: unknown) => ownAccounts.includes(Number(id));
  const accounts = await rows(sql`select id, name, type from accounts order by id`);
  const activities = await rows(
    sql`select id, slug, account_id, vendor_account_id, client_ref from activities order by id`,
  );
  /** A client owns its accounts' activities; a vendor the loads it is assigned to. */
  const ownActivity = (r: Row) =>
    audience === "client" ? mineAccount(r.account_id) : mineAccount(r.vendor_account_id);
  const ownActivityIds = new Set(activities.filter(ownActivity).map((r) => Number(r.id)));
  const assets = await rows(
    sql`select id, barcode, serial_number, account_id, activity_id from assets order by id`,
  );
  const ownAsset = (r: Row) =>
    audience === "client" ? mineAccount(r.account_id) : ownActivityIds.has(Number(r.activity_id));
  const ownAssetIds = new Set(assets.filter(ownAsset).map((r) => Number(r.id)));
  const contacts = await rows(
    sql`select id, account_id, first_name || ' ' || last_name as name, email from contacts`,
  );
  const accountDocuments = await rows(sql`select id, account_id, name, file_name from account_documents`);
  const programs = await rows(sql`select id, account_id, name from programs`);
  const activityDocuments = await rows(sql`select id, activity_id, name from activity_documents`);
  const photos = await rows(sql`select id, activity_id, asset_id from photos`);
  const assetDocuments = await rows(sql`select id, asset_id, name from asset_documents`);
  const inbound = await rows(sql`select id, number, account_id, contact_name from inbound_requests`);
  const users = await rows(sql`
    select u.id, u.email, u.first_name || ' ' || u.last_name as name,
           coalesce(array_agg(au.account_id) filter (where au.account_id is not null), '{}') as accounts
    from users u left join account_users au on au.user_id = u.id group by u.id`);
  const me = users.find((u) => u.email === email);
  const jobs = await rows(sql`select id, created_by from jobs`);

  const ownUser = (r: Row) => (r.accounts as number[]).some(mineAccount);
  /** The vendor may see the names of the clients whose loads it carries; a client sees no one else. */
  const foreignAccount = (r: Row) =>
    !mineAccount(r.id) && (audience === "client" ? r.type !== "dsvs" : r.type === "dsvs");
  const byActivity = (r: Row) => ownActivityIds.has(Number(r.activity_id));
  const byAccount = (r: Row) => mineAccount(r.account_id);
  const pools: Record<string, Pool> = {
    account: {
      values: keep(accounts.filter((r) => !mineAccount(r.id)).map((r) => r.id)),
      own: ownAccounts,
    },
    contact: pool(contacts, byAccount, "id"),
    accountDocument: pool(accountDocuments, byAccount, "id"),
    program: pool(programs, byAccount, "id"),
    activity: pool(activities, ownActivity, "slug"),
    activityDocument: pool(activityDocuments, byActivity, "id"),
    photo: pool(photos, (r) => (r.activity_id ? byActivity(r) : ownAssetIds.has(Number(r.asset_id))), "id"),
    barcode: pool(assets, ownAsset, "barcode"),
    assetId: pool(assets, ownAsset, "id"),
    assetDocument: pool(assetDocuments, (r) => ownAssetIds.has(Number(r.asset_id)), "id"),
    inboundRequest: pool(inbound, byAccount, "number"),
    user: pool(users, ownUser, "id"),
    job: pool(jobs, (r) => Number(r.created_by) === Number(me?.id), "id"),
  };
  const foreign = [
    ...accounts.filter(foreignAccount).map((r) => r.name),
    // A warehouse's own activities (inventory, mobility: no account) are places, not a tenant's
    // records: a client's stock sits on `dal-inventory`, and its assets name it.
    ...activities
      .filter((r) => !ownActivity(r) && r.account_id !== null)
      .flatMap((r) => [r.slug, r.client_ref]),
    ...assets.filter((r) => !ownAsset(r)).flatMap((r) => [r.barcode, r.serial_number]),
    ...contacts.filter((r) => !byAccount(r)).flatMap((r) => [r.name, r.email]),
    ...accountDocuments.filter((r) => !byAccount(r)).flatMap((r) => [r.name, r.file_name]),
    ...jobs.filter((r) => Number(r.created_by) !== Number(me?.id)).map((r) => r.id),
    ...activityDocuments.filter((r) => !byActivity(r)).map((r) => r.name),
    ...assetDocuments.filter((r) => !ownAssetIds.has(Number(r.asset_id))).map((r) => r.name),
    ...(audience === "client"
      ? [
          ...users.filter((r) => !ownUser(r) && (r.accounts as number[]).length > 0).map((r) => r.email),
          ...inbound.filter((r) => !byAccount(r)).map((r) => r.contact_name),
        ]
      : []),
  ];
  const own = [
    ...accounts.filter((r) => mineAccount(r.id)).map((r) => r.name),
    ...activities.filter(ownActivity).flatMap((r) => [r.slug, r.client_ref]),
    ...assets.filter(ownAsset).flatMap((r) => [r.barcode, r.serial_number]),
    ...contacts.filter(byAccount).flatMap((r) => [r.name, r.email]),
    ...accountDocuments.filter(byAccount).flatMap((r) => [r.name, r.file_name]),
    ...users.filter(ownUser).map((r) => r.email),
    ...inbound.filter(byAccount).map((r) => r.contact_name),
    ...activityDocuments.filter(byActivity).map((r) => r.name),
    ...assetDocuments.filter((r) => ownAssetIds.has(Number(r.asset_id))).map((r) => r.name),
  ];
  return {
    caller,
    pools,
    markers: distinctMarkers(foreign, own),
    accountIds: ownAccounts,
    foreignAccountIds: (audience === "client"
      ? accounts.filter(foreignAccount)
      : accounts.filter((r) => !mineAccount(r.id))
    ).map((r) => Number(r.id)),
  };
}

/** Which pool a path param draws from, by its name and the segment before it. */
function poolFor(name: string, before: string, type: string): string[] {
  const key = `${before}/${name}`;
  const known: Record<string, string[]> = {
    "accounts/id": ["account"],
    "programs/programId": ["program"],
    "contacts/contactId": ["contact"],
    "documents/documentId": ["accountDocument"],
    "users/userId": ["user"],
    "users/id": ["user"],
    "jobs/id": ["job"],
    "activities/slug": ["activity"],
    "loads/slug": ["activity"],
    "documents/id": ["activityDocument", "assetDocument"],
    "photos/id": ["photo"],
    "assets/ref": ["barcode", "assetId"],
    "assets/barcode": ["barcode"],
    "assets/id": ["barcode", "assetId"],
    "inbound-requests/number": ["inboundRequest"],
    "find/term": ["barcode", "activity"],
    "search/term": ["activity", "barcode"],
  };
  return known[key] ?? (type === "integer" || type === "number" ? ["account"] : ["activity"]);
}

function valuesFor(tenant: Tenant, keys: string[], side: "values" | "own"): (string | number)[] {
  return keys.flatMap((k) => tenant.pools[k]?.[side] ?? []);
}

/** Query filters that name a tenant's records, with the foreign values to put in them. */
function foreignFilters(tenant: Tenant, route: SweptRoute): Record<string, unknown>[] {
  const byName: Record<string, (string | number)[]> = {
    accountId: tenant.foreignAccountIds,
    account_id: tenant.foreignAccountIds,
    accountIds: tenant.foreignAccountIds,
    vendorAccountId: tenant.foreignAccountIds,
    parentId: tenant.foreignAccountIds,
    activitySlug: tenant.pools.activity?.values ?? [],
    parentSlug: tenant.pools.activity?.values ?? [],
    activity_slugs: tenant.pools.activity?.values ?? [],
    barcode: tenant.pools.barcode?.values ?? [],
    find: tenant.pools.barcode?.values ?? [],
    search: [...(tenant.pools.activity?.values ?? []), ...(tenant.pools.barcode?.values ?? [])],
    find_by_name: [],
  };
  const calls: Record<string, unknown>[] = [];
  for (const { name, schema } of route.query) {
    const values = byName[name];
    if (!values || values.length === 0) continue;
    const isArray = typeOf(schema) === "array";
    for (const value of values.slice(0, PER_ROUTE)) {
      calls.push({ [name]: isArray ? [value] : value });
    }
    if (isArray) calls.push({ [name]: values.slice(0, 50) });
  }
  return calls;
}

/** A body with the required shape, every account-like field pointing at a foreign record. */
function sampleBody(route: SweptRoute, tenant: Tenant, i: number): Record<string, unknown> | undefined {
  if (!route.bodyFields) return undefined;
  const foreignAccount = tenant.foreignAccountIds[i % tenant.foreignAccountIds.length] ?? 1;
  const body: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(route.bodyFields)) {
    const type = typeOf(schema);
    if (/accountid/i.test(field)) body[field] = foreignAccount;
    else if (schema.enum?.length) body[field] = schema.enum[0];
    else if (type === "integer" || type === "number") body[field] = 1;
    else if (type === "boolean") body[field] = false;
    else if (type === "array") body[field] = [];
    else if (type === "string")
      body[field] = schema.format === "date" || /date|start|end/i.test(field) ? "2030-01-15" : "Sweep";
  }
  return body;
}

/**
 * The demo data holds no load or asset files: the operator adds a document and a photo (shared
 * with the client) to one load and one asset of each tenant, so each has its own and foreign ones.
 */
async function uploadFiles(operator: Caller) {
  const loads = await rows(sql`
    select distinct on (a.account_id, a.vendor_account_id) a.slug, s.barcode from activities a
    join assets s on s.activity_id = a.id where a.type <> 'inventory' order by a.account_id, a.vendor_account_id, a.id`);
  for (const [i, load] of loads.entries()) {
    const uploads = [
      [
        `/spa/activities/${load.slug}/documents`,
        { name: `Sweep load document ${i}`, type: "bill_of_lading", client_access: "true" },
        { name: `sweep-load-${i}.pdf`, bytes: demoPdf("Sweep") },
      ],
      [
        `/spa/activities/${load.slug}/photos`,
        { type: "cosmetic_downgrade" },
        { name: `sweep-load-${i}.png`, bytes: PNG_1PX },
      ],
      [`/spa/assets/${load.barcode}/photos`, {}, { name: `sweep-asset-${i}.png`, bytes: PNG_1PX }],
      [
        `/spa/assets/${load.barcode}/documents`,
        { name: `Sweep asset document ${i}`, type: "cod" },
        { name: `sweep-asset-${i}.pdf`, bytes: demoPdf("Sweep") },
      ],
    ] as const;
    for (const [url, fields, file] of uploads) {
      const res = await operator({ method: "POST", url, ...multipart(fields, file) });
      if (res.statusCode !== 201) throw new Error(`upload to ${url}: ${res.statusCode} ${res.body}`);
    }
  }
}

type Call = {
  label: string;
  route: SweptRoute;
  caller: Caller | null;
  options: { method: string; url: string; payload?: unknown };
};

async function run(calls: Call[], judge: (call: Call, status: number, body: string) => string | null) {
  await inBatches(calls, WIDTH, async (call) => {
    const { method, url, payload } = call.options;
    const options: InjectOptions = {
      method: method as "GET",
      url,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    };
    const anonymous: Caller = (o) =>
      t.app.inject({ ...o, headers: { "x-requested-with": "XMLHttpRequest" } });
    const res = await (call.caller ?? anonymous)(options);
    stats.calls += 1;
    const where = `${call.label} ${call.options.method} ${call.options.url} → ${res.statusCode}`;
    if (res.statusCode >= 500) stats.errors500.push(where);
    const verdict = res.statusCode >= 500 ? "server error" : judge(call, res.statusCode, res.body);
    if (verdict) stats.failures.push(`${where}: ${verdict}`);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  routes = routeTable(t.app);
  stats.routes = routes.length;
}, 60_000);

afterAll(async () => {
  console.log(
    `tenant sweep: ${stats.routes} routes swept, ${stats.calls} calls, ${stats.failures.length} failures, ${stats.errors500.length} answers of 500`,
  );
  await t?.close();
});

describe("tenant sweep over the whole route table", () => {
  it("covers the route table of every family", () => {
    const families = new Set(routes.map((r) => r.family));
    expect([...families].sort()).toEqual(["client", "operator", "public", "vendor"]);
    expect(routes.length).toBeGreaterThan(250);
  });

  /** Public calls whose record is named by a `token` in the query or body, not the path. */
  const TOKEN_ONLY = new Set(["GET /spa/no_user/notifications", "POST /spa/no_user/notifications"]);

  it("refuses every route without a session (401, 403 or 404), except the anonymous ones", async () => {
    const anyValue = (name: string, before: string) =>
      poolFor(name, before, "string")[0] === "account" ? 1 : "x";
    const calls: Call[] = routes.map((route) => ({
      label: "anonymous",
      route,
      caller: null,
      options: { method: route.method, url: fillPath(route.path, anyValue) },
    }));
    const failuresBefore = stats.failures.length;
    await run(calls, ({ route }, status) => {
      // `/spa/no_user/...` answers anyone: 200, or 404 for a record the path names that does not
      // exist (a certificate number `x`) or a token-only call given no token, never 401 or 403.
      if (route.family === "public")
        return status === 200 ||
          (status === 404 && (route.path.includes(":") || TOKEN_ONLY.has(`${route.method} ${route.path}`)))
          ? null
          : "the anonymous route refused";
      if (ANONYMOUS.has(`${route.method} ${route.path}`)) return null;
      return [401, 403, 404].includes(status) ? null : "answered without a session";
    });
    expect(stats.failures.slice(failuresBefore)).toEqual([]);
  });

  it("gives no operator route to a client or a vendor session", async () => {
    const callers = await accountCallers(t.app);
    const operatorRoutes = routes.filter(
      (r) =>
        r.family === "operator" &&
        !ANY_SIGNED_IN.has(`${r.method} ${r.path}`) &&
        !NOT_CALLED_SIGNED_IN.has(`${r.method} ${r.path}`),
    );
    const calls: Call[] = operatorRoutes.flatMap((route) =>
      (["client", "vendor"] as const).map((who) => ({
        label: who,
        route,
        caller: callers[who],
        options: {
          method: route.method,
          url: fillPath(route.path, (name, before) =>
            poolFor(name, before, route.paramTypes[name] ?? "string").includes("account") ? 1 : "x",
          ),
          ...(route.bodyFields ? { payload: {} } : {}),
        },
      })),
    );
    const failuresBefore = stats.failures.length;
    await run(calls, (_call, status) => (status >= 200 && status < 300 ? "wrong family answered" : null));
    expect(stats.failures.slice(failuresBefore)).toEqual([]);
  });

  it("shows no client another client's records, and no vendor another vendor's", async () => {
    const callers = await accountCallers(t.app);
    // A job of another tenant, so the job routes have something foreign to ask for.
    await t.database.db.execute(sql`
      insert into jobs (kind, status, progress, result, created_by)
      select 'export', 'succeeded', 1, '{}'::jsonb, id from users
      where email in ('dana.dubois@example.com', 'operator@example.com', 'client@example.com')`);
    await uploadFiles(callers.operator);
    const tenants = {
      client: await tenantOf(callers.client, "client@example.com", "client"),
      vendor: await tenantOf(callers.vendor, "vendor@example.com", "vendor"),
    };
    for (const [who, tenant] of Object.entries(tenants)) {
      expect(tenant.accountIds.length, `${who} has accounts`).toBeGreaterThan(0);
      expect(tenant.pools.activity?.values.length, `${who} has foreign loads`).toBeGreaterThan(0);
      expect(tenant.markers.length, `${who} has foreign markers`).toBeGreaterThan(5);
    }
    // Controls: the markers are what the answers carry, so a leak would be seen.
    const seenByOperator = (await callers.operator({ method: "GET", url: "/spa/activities?pageSize=200" }))
      .body;
    expect(tenants.client.markers.some((m) => seenByOperator.includes(m))).toBe(true);
    expect(tenants.vendor.markers.some((m) => seenByOperator.includes(m))).toBe(true);
    const seenByClient = (await callers.client({ method: "GET", url: "/spa/client/activities?pageSize=200" }))
      .body;
    expect(tenants.client.pools.activity?.own.some((slug) => seenByClient.includes(String(slug)))).toBe(true);
    const clientExport = (
      await callers.client({ method: "GET", url: "/spa/client/assets/export?format=csv" })
    ).body;
    expect(tenants.client.pools.barcode?.own.some((code) => clientExport.includes(String(code)))).toBe(true);
    console.log(
      "foreign values:",
      Object.fromEntries(
        Object.entries(tenants).map(([who, tenant]) => [
          who,
          Object.fromEntries(Object.entries(tenant.pools).map(([k, p]) => [k, p.values.length])),
        ]),
      ),
    );
    const calls: (Call & { tenant: Tenant })[] = [];
    for (const route of routes) {
      if (route.family !== "client" && route.family !== "vendor") continue;
      const tenant = tenants[route.family];
      const pick = (side: "values" | "own", i: number) => (name: string, before: string) => {
        const list = valuesFor(tenant, poolFor(name, before, route.paramTypes[name] ?? "string"), side);
        return list.length > 0 ? (list[i % list.length] ?? 0) : side === "own" ? "own" : 2_000_000_000;
      };
      // Exports are read as CSV, where a leaked name is plain text (an xlsx is compressed).
      const csv = route.query.some((q) => q.name === "format" && q.schema.enum?.includes("csv"));
      const add = (url: string, i: number) =>
        calls.push({
          label: route.family,
          route,
          caller: tenant.caller,
          tenant,
          options: {
            method: route.method,
            url: csv ? `${url}${url.includes("?") ? "&" : "?"}format=csv` : url,
            payload: sampleBody(route, tenant, i),
          },
        });
      if (route.params.length > 0) {
        for (let i = 0; i < PER_ROUTE; i += 1) add(fillPath(route.path, pick("values", i)), i);
        // Own parent, foreign child: `/activities/<mine>/documents/<theirs>`.
        if (route.params.length > 1) {
          const last = route.params.at(-1);
          for (let i = 0; i < PER_ROUTE; i += 1) {
            add(
              fillPath(route.path, (name, before) =>
                name === last ? pick("values", i)(name, before) : pick("own", 0)(name, before),
              ),
              i,
            );
          }
        }
      } else {
        add(route.path, 0);
      }
      const base = fillPath(route.path, pick("own", 0));
      foreignFilters(tenant, route).forEach((filter, i) => {
        const qs = new URLSearchParams();
        for (const [name, value] of Object.entries(filter)) {
          if (Array.isArray(value)) for (const v of value) qs.append(`${name}[]`, String(v));
          else qs.append(name, String(value));
        }
        add(`${base}?${qs}`, i);
      });
    }
    const failuresBefore = stats.failures.length;
    await run(calls, (call, status, body) => {
      if (status < 200 || status >= 300) return null;
      const { tenant } = call as Call & { tenant: Tenant };
      const leaked = tenant.markers.find((m) => body.includes(m));
      if (leaked) return `foreign record in the answer: ${leaked}`;
      const foreignAccount = tenant.foreignAccountIds.find((id) =>
        new RegExp(`"(accountId|account_id|vendorAccountId)":${id}\\b`).test(body),
      );
      const ownsIt =
        call.label === "vendor" &&
        /"accountId":/.test(body) &&
        !new RegExp(`"vendorAccountId":${foreignAccount}\\b`).test(body);
      return foreignAccount !== undefined && !ownsIt
        ? `foreign account ${foreignAccount} in the answer`
        : null;
    });
    expect(stats.failures.slice(failuresBefore)).toEqual([]);
  }, 180_000); // every client and vendor route with foreign ids: minutes on a busy machine

  it("answered no call with 500", () => {
    expect(stats.errors500).toEqual([]);
  });
});
