import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers } from "../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  type Caller,
  fillPath,
  inBatches,
  isErrorShape,
  objectProperties,
  routeTable,
  type SweptRoute,
  sampleValue,
  typeOf,
  WRITE_METHODS,
} from "../../test/route-sweep";

/**
 * Bad-input corpus, so hostile or broken input is refused in words and never crashes a handler:
 * every write route of every family, called by its own audience,
 * gets wrong types, NUL bytes, broken UTF-16, numbers past 32 bits, huge strings, formulas,
 * malformed JSON and malformed multipart. No answer may be a 500, and every refusal must be in
 * the error shape of SPEC §8.
 */

/** Ending the sweep's own session would refuse everything after it. */
const NOT_CALLED = new Set(["POST /spa/logout"]);
const WIDTH = 20;

const NUL = "a\u0000b";
const LONE_SURROGATE = "a\ud800b";
const HUGE_TEXT = "x".repeat(100 * 1024);
const FORMULA = "=1+1";
const BAD_NUMBERS = [2_147_483_648, Number.MAX_SAFE_INTEGER + 1, -1, -2_147_483_649, 1e308, 0.5];
const BAD_PATH_VALUES = [
  "2147483648",
  "99999999999999999999",
  "-1",
  "0",
  "1e308",
  "%00",
  "%ED%A0%80",
  "=1+1",
];

/** Values of the wrong type, or of the right type but hostile, for one field. */
function corpusFor(type: string | undefined): unknown[] {
  const hostile = [NUL, LONE_SURROGATE, HUGE_TEXT, FORMULA, { [NUL]: 1 }, [LONE_SURROGATE]];
  const wrongTypes = [null, true, {}, [], "text", 1.5, { nested: { deep: [NUL] } }];
  const numbers = type === "integer" || type === "number" || type === undefined ? BAD_NUMBERS : [];
  return [...wrongTypes, ...hostile, ...numbers];
}

/** `notTooLarge`: a count limit (several files, many fields), which must say what to change, not 413. */
type Call = { route: SweptRoute; options: InjectOptions; caller: Caller; notTooLarge?: boolean };

let t: TestApp;
let routes: SweptRoute[];
/** Read routes get the path and query part of the corpus. */
let reads: SweptRoute[];
const stats = {
  routes: 0,
  calls: 0,
  failures: [] as string[],
  errors500: [] as string[],
  statuses: {} as Record<number, number>,
};

/** A real value for each path param, so bodies reach past the lookup of the record. */
async function realParams(): Promise<(name: string, before: string) => string | number> {
  const first = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: { v: string | number }[] }).rows[0]?.v;
  const values: Record<string, string | number | undefined> = {
    "accounts/id": await first(sql`select id as v from accounts where name = 'Acme Telecom'`),
    "users/id": await first(sql`select id as v from users where email = 'marco.moretti@example.com'`),
    "users/userId": await first(sql`select id as v from users where email = 'marco.moretti@example.com'`),
    "activities/slug": await first(
      sql`select slug as v from activities where type <> 'inventory' order by id`,
    ),
    "loads/slug": await first(sql`select slug as v from activities where type <> 'inventory' order by id`),
    "assets/ref": await first(sql`select barcode as v from assets order by id`),
    "assets/barcode": await first(sql`select barcode as v from assets order by id`),
    "assets/id": await first(sql`select id as v from assets order by id`),
    "inbound-requests/number": await first(sql`select number as v from inbound_requests order by id`),
    "carriers/carrierId": await first(sql`select id as v from carriers order by id`),
    "contacts/contactId": await first(sql`select id as v from contacts order by id`),
    "programs/programId": await first(sql`select id as v from programs order by id`),
    "documents/documentId": await first(sql`select id as v from account_documents order by id`),
    "locations/id": await first(sql`select id as v from locations order by id desc`),
    "pricebooks/id": await first(sql`select id as v from pricebooks order by id`),
    "program_templates/id": await first(sql`select id as v from program_templates order by id`),
    "classes/id": await first(sql`select id as v from product_classes order by id`),
    "ecommerce_cutlines/classId": await first(sql`select id as v from product_classes order by id`),
    "brands/id": await first(sql`select id as v from brands order by id`),
    "lines/id": await first(sql`select id as v from product_lines order by id`),
    "services/id": await first(sql`select id as v from services order by id`),
    "products/id": await first(sql`select id as v from products order by id`),
    "vendor_rules/id": await first(sql`select id as v from vendor_rules order by id`),
    "events/id": await first(sql`select id as v from events order by id`),
    "holds/id": await first(sql`select id as v from asset_holds order by id`),
  };
  return (name, before) => values[`${before}/${name}`] ?? (name.endsWith("d") || name === "number" ? 1 : "x");
}

function bodyCalls(route: SweptRoute, url: string, caller: Caller): Call[] {
  const fields = Object.entries(route.bodyFields ?? {});
  const calls: Call[] = [];
  const send = (payload: unknown) =>
    calls.push({
      route,
      caller,
      options: { method: route.method as "POST", url, payload: payload as object },
    });
  // Each field spoiled in a body that is otherwise plausible, so the value can get past validation.
  const base = Object.fromEntries(fields.map(([field, schema]) => [field, sampleValue(schema, field)]));
  for (const [field, schema] of fields) {
    for (const value of corpusFor(typeOf(schema))) send({ ...base, [field]: value });
    // One level down: the fields of an object, or of the objects in a list (bulk bodies).
    const inner =
      typeOf(schema) === "array" ? schema.items : typeOf(schema) === "object" ? schema : undefined;
    if (!inner || typeOf(inner) !== "object") continue;
    const innerBase = sampleValue(inner) as Record<string, unknown>;
    for (const [sub, subSchema] of Object.entries(objectProperties(inner))) {
      for (const value of corpusFor(typeOf(subSchema)).slice(4)) {
        const spoiled = { ...innerBase, [sub]: value };
        send({ ...base, [field]: typeOf(schema) === "array" ? [spoiled] : spoiled });
      }
    }
  }
  // Everything hostile at once, and whole bodies of the wrong kind.
  send(Object.fromEntries(fields.map(([field]) => [field, NUL])));
  send(Object.fromEntries(fields.map(([field]) => [field, 2_147_483_648])));
  send(Object.fromEntries(fields.map(([field]) => [field, FORMULA])));
  send([]);
  send("text");
  return calls;
}

function rawCalls(route: SweptRoute, url: string, caller: Caller): Call[] {
  const call = (payload: string | Buffer, contentType: string): Call => ({
    route,
    caller,
    options: { method: route.method as "POST", url, payload, headers: { "content-type": contentType } },
  });
  const boundary = "sweepboundary";
  const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const fileHeaders = (name: string, fileName?: string) =>
    `Content-Disposition: form-data; name="${name}"${fileName === undefined ? "" : `; filename="${fileName}"`}\r\nContent-Type: application/pdf`;
  const pdf = "%PDF-1.4\n%sweep\n";
  const multipart = (body: string) => call(body, `multipart/form-data; boundary=${boundary}`);
  return [
    call('{"a": 1', "application/json"),
    call("{]", "application/json"),
    call('{"a": "\\ud800"}', "application/json"),
    call('{"a": "\\u0000"}', "application/json"),
    call("not json at all", "application/json"),
    call("", "application/json"),
    call(Buffer.from([0xff, 0xfe, 0x00]), "application/json"),
    multipart(`${part(fileHeaders("file"), pdf)}--${boundary}--\r\n`),
    multipart(`${part(fileHeaders("file", "a.pdf"), pdf)}`.slice(0, 60)),
    call(
      `${part(fileHeaders("file", "a.pdf"), pdf)}--${boundary}--\r\n`,
      "multipart/form-data; boundary=other",
    ),
    call("--x\r\n\r\n", "multipart/form-data"),
    {
      ...multipart(
        `${part(fileHeaders("file", "a.pdf"), pdf)}${part(fileHeaders("file", "b.pdf"), pdf)}${part(fileHeaders("other", "c.pdf"), pdf)}--${boundary}--\r\n`,
      ),
      notTooLarge: true,
    },
    {
      ...multipart(
        `${Array.from({ length: 40 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, "v")).join("")}${part(fileHeaders("file", "a.pdf"), pdf)}--${boundary}--\r\n`,
      ),
      notTooLarge: true,
    },
    multipart(
      `${part('Content-Disposition: form-data; name="name"', NUL)}${part(fileHeaders("file", "a\u202egpj.pdf"), pdf)}--${boundary}--\r\n`,
    ),
    multipart(
      `${part('Content-Disposition: form-data; name="name"', "x".repeat(100 * 1024))}--${boundary}--\r\n`,
    ),
  ];
}

const bodyOf = (route: SweptRoute) => (WRITE_METHODS.has(route.method) ? { payload: {} } : {});

function queryAndPathCalls(
  route: SweptRoute,
  params: (name: string, before: string) => string | number,
  caller: Caller,
) {
  const calls: Call[] = [];
  for (const name of route.params) {
    for (const bad of BAD_PATH_VALUES) {
      const url = route.path.replace(/:(\w+)/g, (_all, param: string, offset: number) => {
        if (param === name) return bad;
        const before = route.path.slice(0, offset).split("/").filter(Boolean).pop() ?? "";
        return encodeURIComponent(String(params(param, before)));
      });
      calls.push({ route, caller, options: { method: route.method as "POST", url, ...bodyOf(route) } });
    }
  }
  const base = fillPath(route.path, params);
  for (const { name } of route.query) {
    for (const bad of [...BAD_PATH_VALUES, "a%00b", `${"x".repeat(2000)}`]) {
      calls.push({
        route,
        caller,
        options: { method: route.method as "POST", url: `${base}?${name}=${bad}`, ...bodyOf(route) },
      });
    }
  }
  return calls;
}

beforeAll(async () => {
  t = await createTestApp();
  const table = routeTable(t.app).filter((r) => !NOT_CALLED.has(`${r.method} ${r.path}`));
  routes = table.filter((r) => WRITE_METHODS.has(r.method));
  reads = table.filter((r) => r.method === "GET" && (r.params.length > 0 || r.query.length > 0));
  stats.routes = routes.length;
}, 60_000);

afterAll(async () => {
  console.log(
    `bad-input sweep: ${stats.routes} write routes (and ${reads?.length} read routes' paths and queries) swept, ${stats.calls} calls, ${stats.errors500.length} answers of 500, ${stats.failures.length} failures; answers by status ${JSON.stringify(stats.statuses)}`,
  );
  await t?.close();
});

/** Every call of the sweep: each write route's body, raw and path/query corpus, and each read route's. */
async function plannedCalls(): Promise<Call[]> {
  const callers = await accountCallers(t.app);
  const byFamily = {
    operator: callers.operator,
    client: callers.client,
    vendor: callers.vendor,
    public: callers.operator,
  };
  const params = await realParams();
  const calls: Call[] = [];
  for (const route of routes) {
    const caller = byFamily[route.family];
    const url = fillPath(route.path, params);
    calls.push(
      ...bodyCalls(route, url, caller),
      ...rawCalls(route, url, caller),
      ...queryAndPathCalls(route, params, caller),
    );
  }
  for (const route of reads) calls.push(...queryAndPathCalls(route, params, byFamily[route.family]));
  return calls;
}

/**
 * The sweep runs in parts (every PARTS-th call each, so heavy routes spread evenly), each with
 * its own time limit: the corpus grows with every route an area adds.
 */
const PARTS = 4;
let planned: Call[] = [];

describe("bad-input corpus over every write route", () => {
  beforeAll(async () => {
    planned = await plannedCalls();
    console.log(`bad-input sweep: ${planned.length} calls planned`);
  }, 60_000);

  it("sweeps more than a hundred write routes", () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(planned.length).toBeGreaterThan(routes.length);
  });

  for (let part = 0; part < PARTS; part += 1)
    it(`answers every bad input with a refusal in the error shape, never a 500 (part ${part + 1} of ${PARTS})`, async () => {
      const errors500: string[] = [];
      const failures: string[] = [];
      const mine = planned.filter((_, i) => i % PARTS === part);
      await inBatches(mine, WIDTH, async ({ route, options, caller, notTooLarge }) => {
        const res = await caller(options);
        stats.calls += 1;
        stats.statuses[res.statusCode] = (stats.statuses[res.statusCode] ?? 0) + 1;
        const where = `${route.method} ${route.path} (${String(options.url).slice(0, 120)}) → ${res.statusCode}`;
        const sent = `${JSON.stringify(options.headers ?? {})} ${JSON.stringify(options.payload ?? "").slice(0, 160)}`;
        if (res.statusCode >= 500) errors500.push(`${where} ${sent}`);
        else if (res.statusCode >= 400 && !isErrorShape(res.body))
          failures.push(`${where}: ${res.body.slice(0, 200)}`);
        else if (notTooLarge && res.statusCode === 413)
          failures.push(`${where}: a count limit called too large`);
      });
      stats.errors500.push(...errors500);
      stats.failures.push(...failures);
      expect(errors500).toEqual([]);
      expect(failures).toEqual([]);
    }, 180_000);
});
