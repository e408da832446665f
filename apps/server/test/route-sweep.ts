import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

/** The audience a path family serves, as `plugins/auth.ts` decides it from the matched route. */
export type Family = "operator" | "client" | "vendor" | "public";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** One route of the table: its method, its Fastify path (`:id`) and, when documented, its schemas. */
export type SweptRoute = {
  method: string;
  path: string;
  family: Family;
  params: string[];
  paramTypes: Record<string, string>;
  query: { name: string; schema: JsonSchema }[];
  /** The JSON body schema's top-level properties, if the route takes a JSON body. */
  bodyFields: Record<string, JsonSchema> | null;
  documented: boolean;
};

const SWEPT_METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);
export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** `plugins/auth.ts` `accessOfPath`, restated so a change there is a change the sweep sees. */
export function familyOf(path: string): Family {
  if (path.startsWith("/spa/no_user/")) return "public";
  if (path.startsWith("/spa/client/")) return "client";
  if (path.startsWith("/spa/vendor/")) return "vendor";
  return "operator";
}

/**
 * Every route the router holds (from `printRoutes`, so routes hidden from the OpenAPI document,
 * such as the docs pages, are swept too), joined with its OpenAPI operation for the schemas.
 */
export function routeTable(app: FastifyInstance): SweptRoute[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const found: { method: string; path: string }[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? "") + (match[2] ?? "");
    stack[depth] = full;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (SWEPT_METHODS.has(method)) found.push({ method, path: full });
    }
  }
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations = new Map<string, OpenApiOperation>();
  for (const [openPath, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      operations.set(`${method.toUpperCase()} ${openPath.replace(/\{(\w+)\}/g, ":$1")}`, op);
    }
  }
  return found
    .filter((r) => r.path === "/spa" || r.path.startsWith("/spa/"))
    .map(({ method, path }) => {
      const op = operations.get(`${method} ${path}`);
      const parameters = op?.parameters ?? [];
      const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
      const paramTypes: Record<string, string> = {};
      for (const name of params) {
        const schema = parameters.find((p) => p.in === "path" && p.name === name)?.schema;
        paramTypes[name] = typeOf(schema) ?? "string";
      }
      const bodySchema = op?.requestBody?.content?.["application/json"]?.schema;
      return {
        method,
        path,
        family: familyOf(path),
        params,
        paramTypes,
        query: parameters
          .filter((p) => p.in === "query")
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        bodyFields: bodySchema ? objectProperties(bodySchema) : null,
        documented: Boolean(op),
      };
    });
}

/** The primitive type a schema describes (`integer`, `string`, …), looking through unions. */
export function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.type === "string") return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== "null");
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const type = typeOf(option);
    if (type && type !== "null") return type;
  }
  return undefined;
}

/** The properties of an object schema, through unions. */
export function objectProperties(schema: JsonSchema): Record<string, JsonSchema> {
  const fields: Record<string, JsonSchema> = { ...(schema.properties ?? {}) };
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    Object.assign(fields, objectProperties(option));
  }
  return fields;
}

/** A plausible value for a schema, so a body can be valid but for the one field under test. */
export function sampleValue(schema: JsonSchema, field = ""): unknown {
  const type = typeOf(schema);
  if (schema.enum?.length) return schema.enum[0];
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    if (option.enum?.length) return option.enum[0];
  }
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return false;
  if (type === "array") return schema.items ? [sampleValue(schema.items)] : [];
  if (type === "object") {
    const props = objectProperties(schema);
    return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sampleValue(v, k)]));
  }
  if (schema.format === "date" || /date$/i.test(field)) return "2030-01-15";
  if (schema.format === "email" || /email/i.test(field)) return "sweep@example.com";
  if (schema.format === "date-time") return "2030-01-15T10:00:00Z";
  return "Sweep";
}

/** Fills `:name` params from a function of the param's name and position. */
export function fillPath(path: string, value: (name: string, before: string) => string | number): string {
  return path.replace(/:(\w+)/g, (_all, name: string, offset: number) => {
    const before = path.slice(0, offset).split("/").filter(Boolean).pop() ?? "";
    return encodeURIComponent(String(value(name, before)));
  });
}

/** Runs calls `width` at a time (in-process inject calls; the database is the bottleneck). */
export async function inBatches<T, R>(items: T[], width: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(run))));
  }
  return results;
}

export type Caller = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** An error answer in the shape of SPEC §8: `{message, errors?: {field: string[]}, requestId?}`. */
export function isErrorShape(body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return false;
  const { message, errors, requestId, ...rest } = parsed as Record<string, unknown>;
  if (typeof message !== "string" || message.length === 0 || Object.keys(rest).length > 0) return false;
  if (requestId !== undefined && typeof requestId !== "string") return false;
  if (errors === undefined) return true;
  if (errors === null || typeof errors !== "object" || Array.isArray(errors)) return false;
  return Object.values(errors).every(
    (texts) => Array.isArray(texts) && texts.length > 0 && texts.every((t) => typeof t === "string"),
  );
}
