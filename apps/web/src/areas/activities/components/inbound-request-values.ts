import {
  type ActivityInput,
  futureDateRefusal,
  type InboundRequest,
  InboundRequestBody,
  type InboundRequestInput,
  type InboundRequestQuestion,
} from "@ops/domain";
import { zodResolver } from "../../../shared/forms";
import { type InboundFormVariantId, validateInboundAttributes } from "./InboundAttributesFields";

/** A number field's value: a number, or "" while empty. */
export type Estimate = number | "";

export type InboundRequestValues = {
  accountId: string | null;
  requestedStart: string;
  requestedEnd: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  shipmentSize: string | null;
  estimatedPallets: Estimate;
  estimatedWeight: Estimate;
  estimatedUnits: Estimate;
  notes: string;
  answers: Record<string, string>;
  attributes: Record<string, unknown>;
};

export function emptyRequestValues(accountId: number | null = null): InboundRequestValues {
  return {
    accountId: accountId ? String(accountId) : null,
    requestedStart: "",
    requestedEnd: "",
    street: "",
    city: "",
    region: "",
    postalCode: "",
    country: "US",
    contactName: "",
    contactPhone: "",
    contactEmail: "",
    shipmentSize: null,
    estimatedPallets: "",
    estimatedWeight: "",
    estimatedUnits: "",
    notes: "",
    answers: {},
    attributes: {},
  };
}

/** The form values of a saved request (operator edit). */
export function requestValuesOf(request: InboundRequest): InboundRequestValues {
  const estimate = (value: number | null): Estimate => value ?? "";
  return {
    accountId: String(request.accountId),
    requestedStart: request.requestedStart.slice(0, 10),
    requestedEnd: request.requestedEnd.slice(0, 10),
    street: request.street,
    city: request.city,
    region: request.region,
    postalCode: request.postalCode,
    country: request.country,
    contactName: request.contactName,
    contactPhone: request.contactPhone,
    contactEmail: request.contactEmail,
    shipmentSize: request.shipmentSize,
    estimatedPallets: estimate(request.estimatedPallets),
    estimatedWeight: estimate(request.estimatedWeight),
    estimatedUnits: estimate(request.estimatedUnits),
    notes: request.notes,
    answers: { ...request.answers },
    attributes: { ...request.attributes },
  };
}

/** The body sent to the server; unanswered questions are left out. */
export function toRequestBody(
  values: InboundRequestValues,
  attributes = values.attributes,
): InboundRequestInput {
  const estimate = (value: Estimate) => (value === "" ? null : value);
  const answers = Object.fromEntries(
    Object.entries(values.answers)
      .map(([id, answer]) => [id, answer.trim()] as const)
      .filter(([, answer]) => answer !== ""),
  );
  return {
    accountId: values.accountId ? Number(values.accountId) : 0,
    requestedStart: values.requestedStart,
    requestedEnd: values.requestedEnd,
    street: values.street,
    city: values.city,
    region: values.region,
    postalCode: values.postalCode,
    country: values.country,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    contactEmail: values.contactEmail,
    shipmentSize: values.shipmentSize ?? "",
    estimatedPallets: estimate(values.estimatedPallets),
    estimatedWeight: estimate(values.estimatedWeight),
    estimatedUnits: estimate(values.estimatedUnits),
    notes: values.notes,
    answers,
    attributes,
  };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Required answers given, number answers numeric; keyed `answers.<id>` like the server's. */
export function validateAnswers(
  questions: readonly InboundRequestQuestion[],
  answers: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const answer = (answers[String(question.id)] ?? "").trim();
    const key = `answers.${question.id}`;
    if (answer === "") {
      if (question.required) errors[key] = "This answer is required";
    } else if (question.kind === "number" && !NUMBER.test(answer)) {
      errors[key] = "Enter a number";
    } else if (question.kind === "yes_no" && answer !== "yes" && answer !== "no") {
      errors[key] = "Answer yes or no";
    }
  }
  return errors;
}

/**
 * Checks the whole request the way the server will: the body schema, the answers, and the
 * attributes of the account's inbound form. Answers the errors keyed as the server keys them
 * and the attributes to send (normalised).
 */
export function validateRequest(
  values: InboundRequestValues,
  variant: InboundFormVariantId,
  questions: readonly InboundRequestQuestion[],
  /** The request as stored (an operator's correction): a window that has since passed may stay. */
  stored?: { requestedStart: string; requestedEnd: string },
): { errors: Record<string, string>; attributes: Record<string, unknown> } {
  const checked = validateInboundAttributes(variant, values.attributes);
  const errors: Record<string, string> = {
    ...zodResolver(InboundRequestBody)(toRequestBody(values)),
    ...validateAnswers(questions, values.answers),
  };
  for (const [field, message] of Object.entries(checked.errors)) errors[`attributes.${field}`] = message;
  // An empty date field says what is missing rather than the date format.
  if (values.requestedStart === "") errors.requestedStart = "Earliest pickup date is required";
  if (values.requestedEnd === "") errors.requestedEnd = "Latest pickup date is required";
  // The schema checks the window's order only once every other field parses; say it in this pass.
  else if (values.requestedStart !== "" && values.requestedEnd < values.requestedStart)
    errors.requestedEnd = "The window cannot end before it starts";
  for (const [field, label] of [
    ["requestedStart", "The earliest pickup date"],
    ["requestedEnd", "The latest pickup date"],
  ] as const) {
    const date = values[field];
    const refusal = date === "" || date === stored?.[field] ? null : futureDateRefusal(label, date);
    if (refusal) errors[field] ??= refusal;
  }
  return { errors, attributes: checked.attributes };
}

/** The attribute errors of a form, without their "attributes." prefix (for InboundAttributesFields). */
export function attributeErrorsOf(errors: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith("attributes.") || typeof message !== "string") continue;
    const field = key.slice("attributes.".length).split(".")[0] as string;
    result[field] ??= message;
  }
  return result;
}

/** Drops the attribute errors (the software form's job type change resets them, SPEC §4). */
export function withoutAttributeErrors<T>(errors: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith("attributes.")));
}

/**
 * What a load made from a request starts with: the request's account, shipment size and
 * attributes, its client reference (PO or DCA numbers), a description from the notes and the
 * pickup address, and the dock date on the first requested day.
 */
export function loadInputOfRequest(
  request: InboundRequest,
  warehouseId: number | null,
): Partial<ActivityInput> {
  const clientRef = typeof request.attributes.clientRef === "string" ? request.attributes.clientRef : null;
  const address = `Pickup: ${request.street}, ${request.city}, ${request.region} ${request.postalCode}, ${request.country}`;
  const contact = `Contact: ${request.contactName}, ${request.contactPhone}${request.contactEmail ? `, ${request.contactEmail}` : ""}`;
  return {
    accountId: request.accountId,
    ...(warehouseId ? { warehouseId } : {}),
    shipmentSize: request.shipmentSize as ActivityInput["shipmentSize"],
    attributes: { ...request.attributes },
    clientRef: clientRef || null,
    description: [request.notes.trim(), address, contact].filter(Boolean).join("\n"),
    scheduledDate: request.requestedStart.slice(0, 10),
  };
}
