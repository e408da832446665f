import {
  type Activity,
  ActivityBody,
  type ActivityInput,
  ActivityUpdate,
  dockDateRefusal,
  labelOf,
  SELECTABLE_SHIPMENT_SIZE_IDS,
  SHIPMENT_SIZES,
} from "@ops/domain";

/** What the inbound load form holds: selects work with text values, the API with numbers. */
export type InboundFormValues = {
  accountId: string | null;
  programId: string | null;
  warehouseId: string | null;
  shipmentSize: string | null;
  serviceTier: string | null;
  transportType: string | null;
  carrierId: string | null;
  logisticsCoordinatorId: string | null;
  vendorAccountId: string | null;
  /** `YYYY-MM-DD` from the date input, or "". */
  scheduledDate: string;
  /** 24-hour `HH:mm`, or null. */
  scheduledTime: string | null;
  routine: boolean;
  gateControl: boolean;
  clientRef: string;
  description: string;
  parentSlug: string | null;
  attributes: Record<string, unknown>;
};

/** Prefix of the attribute errors in the form's error map (as the server names them). */
export const ATTRIBUTES_PREFIX = "attributes.";

const idText = (id: number | null | undefined) => (id == null ? null : String(id));
const idNumber = (text: string | null) => (text ? Number(text) : null);

/** Form values of a load being edited, or of the pre-filled fields of a new one. */
export function inboundValuesOf(source: Partial<ActivityInput> | Activity = {}): InboundFormValues {
  return {
    accountId: idText(source.accountId),
    programId: idText(source.programId),
    warehouseId: idText(source.warehouseId),
    shipmentSize: source.shipmentSize ?? null,
    serviceTier: source.serviceTier ?? null,
    transportType: source.transportType ?? null,
    carrierId: idText(source.carrierId),
    logisticsCoordinatorId: idText(source.logisticsCoordinatorId),
    vendorAccountId: idText(source.vendorAccountId),
    scheduledDate: source.scheduledDate ?? "",
    scheduledTime: source.scheduledTime ?? null,
    routine: source.routine ?? false,
    gateControl: source.gateControl ?? false,
    clientRef: source.clientRef ?? "",
    description: source.description ?? "",
    parentSlug: source.parentSlug ?? null,
    attributes: { ...(source.attributes ?? {}) },
  };
}

/**
 * What a clone of `source` starts with (SPEC §2 `{slug}/inbound/new`): its account, program,
 * warehouse, logistics and client fields — not its status, dock date or parent, which belong to
 * the one load.
 */
export function cloneInputOf(source: Activity): Partial<ActivityInput> {
  return {
    accountId: source.accountId ?? undefined,
    programId: source.programId,
    warehouseId: source.warehouseId,
    shipmentSize: source.shipmentSize,
    serviceTier: source.serviceTier,
    transportType: source.transportType,
    carrierId: source.carrierId,
    logisticsCoordinatorId: source.logisticsCoordinatorId,
    vendorAccountId: source.vendorAccountId,
    routine: source.routine,
    gateControl: source.gateControl,
    clientRef: source.clientRef,
    description: source.description,
    attributes: { ...source.attributes },
  };
}

/** The raw body (not yet checked) of the form's values; `attributes` as given. */
export function rawInboundBody(values: InboundFormValues, attributes: Record<string, unknown>) {
  return {
    accountId: idNumber(values.accountId) ?? 0,
    programId: idNumber(values.programId),
    warehouseId: idNumber(values.warehouseId) ?? 0,
    shipmentSize: values.shipmentSize,
    serviceTier: values.serviceTier,
    transportType: values.transportType,
    carrierId: idNumber(values.carrierId),
    logisticsCoordinatorId: idNumber(values.logisticsCoordinatorId),
    vendorAccountId: idNumber(values.vendorAccountId),
    scheduledDate: values.scheduledDate.trim() === "" ? null : values.scheduledDate.trim(),
    scheduledTime: values.scheduledTime,
    routine: values.routine,
    gateControl: values.gateControl,
    clientRef: values.clientRef,
    description: values.description,
    parentSlug: values.parentSlug,
    attributes,
  };
}

export type InboundBodyResult =
  | { ok: true; body: ActivityBody | ActivityUpdate }
  | { ok: false; errors: Record<string, string> };

/**
 * Checks the values with the domain schema the server uses (`ActivityBody` for a new load,
 * `ActivityUpdate` when editing) and merges the attribute errors of the account's form variant,
 * keyed `attributes.<field>` as the server keys them.
 */
export function buildInboundBody(
  values: InboundFormValues,
  attributes: { attributes: Record<string, unknown>; errors: Record<string, string> },
  mode: {
    editing: boolean;
    inboundRequestNumber?: number;
    /** The load as stored (editing): its date and status decide whether a past date may stand. */
    stored?: { scheduledDate: string | null; status: string };
  },
): InboundBodyResult {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(attributes.errors)) {
    errors[`${ATTRIBUTES_PREFIX}${field}`] = message;
  }
  const raw = rawInboundBody(values, attributes.attributes);
  const pastDate = dockDateRefusal({
    date: raw.scheduledDate ?? null,
    previous: mode.stored?.scheduledDate ?? null,
    status: mode.stored?.status ?? "scheduled",
  });
  if (pastDate) errors.scheduledDate = pastDate;
  const body = mode.editing
    ? raw
    : { ...raw, type: "inbound" as const, inboundRequestNumber: mode.inboundRequestNumber ?? null };
  const parsed = (mode.editing ? ActivityUpdate : ActivityBody).safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** The attribute errors of the form's error map, keyed by attribute field name. */
export function attributeErrorsOf(errors: Record<string, unknown>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(ATTRIBUTES_PREFIX) && typeof message === "string" && message !== "") {
      // `attributes.dcaNumbers.2` belongs to the dcaNumbers field.
      const field = key.slice(ATTRIBUTES_PREFIX.length).split(".")[0] ?? "";
      out[field] ??= message;
    }
  }
  return out;
}

/** Shipment sizes a form offers, plus the load's own if it is not one of them (older or imported). */
export function shipmentSizeOptions(current: string | null): { value: string; label: string }[] {
  const ids: readonly string[] = SELECTABLE_SHIPMENT_SIZE_IDS;
  const options = SHIPMENT_SIZES.filter((s) => ids.includes(s.id)).map((s) => ({
    value: s.id as string,
    label: s.label as string,
  }));
  if (current && !ids.includes(current)) {
    options.push({
      value: current,
      label: `${labelOf(SHIPMENT_SIZES, current)} (not offered for new loads)`,
    });
  }
  return options;
}
