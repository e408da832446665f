import type { EnumOption } from "./define";

/**
 * How an employee sends equipment back (SPEC §3 project method): a QR code they show at a
 * carrier's counter, a box and a label the operator ships to them, or only a label they print.
 */
export const PROJECT_METHODS = [
  { id: "qr_code", label: "QR code" },
  { id: "box_and_label", label: "Box and label" },
  { id: "label_only", label: "Label only" },
] as const satisfies readonly EnumOption[];

/**
 * A parcel project's life (issue 20; SPEC §4 names only review): a draft is being filled with
 * requests; review sends every request's e-mail; closed when the project is over (nothing is
 * sent or changed any more, its requests stay readable).
 */
export const PARCEL_PROJECT_STATUSES = [
  { id: "draft", label: "Draft", clientVisible: true },
  { id: "review", label: "Review", clientVisible: true },
  { id: "closed", label: "Closed", clientVisible: true },
] as const satisfies readonly EnumOption[];

/**
 * Where a request's e-mail stands (SPEC §3 project request status). A new request is in review;
 * sending it moves it to email_sending, the SMTP server taking it to email_sent; a refusal or
 * failure puts it on hold with the reason, and sending again moves it back to email_sending.
 * (Listed in SPEC §3's order.)
 */
export const PROJECT_REQUEST_STATUSES = [
  { id: "email_sent", label: "E-mail sent" },
  { id: "email_sending", label: "E-mail sending" },
  { id: "review", label: "Review" },
  { id: "hold", label: "Hold" },
] as const satisfies readonly EnumOption[];

/** A tracking entry's type: what the carrier (or the warehouse) said happened to a parcel. */
export const TRACKING_TYPES = [
  { id: "label_created", label: "Label created" },
  { id: "shipped", label: "Shipped" },
  { id: "in_transit", label: "In transit" },
  { id: "delivered", label: "Delivered" },
  { id: "received", label: "Received" },
  { id: "exception", label: "Exception" },
] as const satisfies readonly EnumOption[];

/** What a pickup label stands for: a label printed in a batch, or a bin registered on its own. */
export const PICKUP_LABEL_KINDS = [
  { id: "label", label: "Label" },
  { id: "bin", label: "Bin" },
] as const satisfies readonly EnumOption[];
