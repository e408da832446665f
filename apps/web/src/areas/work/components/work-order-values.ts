import { type Activity, ActivityBody, ActivityUpdate } from "@ops/domain";
import type { WorkOrderType } from "../work-orders-api";

/** What the shop order and processing job forms hold (text fields as typed; ids as select values). */
export type WorkOrderFormValues = {
  loadSlug: string;
  accountId: string | null;
  warehouseId: string | null;
  serviceTier: string | null;
  description: string;
  parentSlug: string;
};

const NOUNS: Record<WorkOrderType, string> = {
  shop_order: "shop order",
  processing: "processing job",
  itad: "ITAD job",
};

export const workOrderNoun = (type: WorkOrderType) => NOUNS[type];

const BASES: Record<WorkOrderType, string> = {
  shop_order: "/shop-order",
  processing: "/processing",
  itad: "/itad",
};

/** Where a kind of work order's screens live (`/shop-order`, `/processing`, `/itad`). */
export const workOrderBase = (type: WorkOrderType) => BASES[type];

/** The form's values for a new order (prefilled from the address) or an existing one. */
export function workOrderValuesOf(
  source: Partial<Pick<Activity, "loadSlug" | "parentSlug">> & Partial<Activity> = {},
): WorkOrderFormValues {
  return {
    loadSlug: source.loadSlug ?? "",
    accountId: source.accountId ? String(source.accountId) : null,
    warehouseId: source.warehouseId ? String(source.warehouseId) : null,
    serviceTier: source.serviceTier ?? null,
    description: source.description ?? "",
    parentSlug: source.parentSlug ?? "",
  };
}

const text = (v: string) => (v.trim() === "" ? null : v.trim());
const slug = (v: string) => (v.trim() === "" ? null : v.trim().toLowerCase());
const id = (v: string | null) => (v ? Number(v) : undefined);

/**
 * The request body of the form: `POST /activities` for a new order, the changed fields of
 * `PUT /activities/{slug}` for an edit. A shop order's account, program and warehouse follow its
 * load; a processing job without a load names its account and warehouse.
 */
export function workOrderBodyOf(type: WorkOrderType, values: WorkOrderFormValues, editing: boolean) {
  const loadSlug = slug(values.loadSlug);
  const ownAccount = type === "processing" && loadSlug === null;
  const body: Record<string, unknown> = {
    loadSlug,
    serviceTier: values.serviceTier || null,
    description: text(values.description),
  };
  if (!editing) body.type = type;
  if (type === "shop_order") body.parentSlug = slug(values.parentSlug);
  if (ownAccount) {
    body.accountId = id(values.accountId);
    body.warehouseId = id(values.warehouseId);
  }
  return body;
}

/**
 * The field errors of the form, by the schema the server applies (`ActivityBody` or
 * `ActivityUpdate`) and what it checks on the merged record: a shop order works a load, a
 * processing job without one names its account and warehouse.
 */
export function workOrderErrors(
  type: WorkOrderType,
  values: WorkOrderFormValues,
  editing: boolean,
): Record<string, string> {
  const body = workOrderBodyOf(type, values, editing);
  const errors: Record<string, string> = {};
  const parsed = (editing ? ActivityUpdate : ActivityBody).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  // Shop orders and ITAD jobs work a received load; only processing jobs may stand alone.
  if (type !== "processing" && body.loadSlug === null)
    errors.loadSlug ??= `Choose the load this ${workOrderNoun(type)} works`;
  if (body.loadSlug === null && type === "processing") {
    if (!values.accountId) errors.accountId ??= "Account is required";
    if (!values.warehouseId) errors.warehouseId ??= "Warehouse is required";
  }
  if (body.loadSlug !== null && !/^[a-z0-9][a-z0-9-]{0,79}$/.test(String(body.loadSlug)))
    errors.loadSlug = "Not a load number: scan or type one like dal-in-100042";
  return errors;
}
