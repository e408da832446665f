import type { TrackingType } from "./parcels.schemas";

/**
 * How far an employee's return got, as the project's progress counts it (issue 20): requested
 * (not e-mailed yet), emailed, label made (the employee confirmed and took a label or QR code),
 * shipped (a carrier scan), received (at the warehouse), or an exception the carrier reported
 * that nothing later cleared.
 */
export const PARCEL_STAGES = [
  { id: "requested", label: "Requested" },
  { id: "emailed", label: "E-mailed" },
  { id: "label_made", label: "Label made" },
  { id: "shipped", label: "Shipped" },
  { id: "received", label: "Received" },
  { id: "exception", label: "Exception" },
] as const;
export type ParcelStage = (typeof PARCEL_STAGES)[number]["id"];

/** What decides a request's stage. */
export type StageFacts = {
  emailedAt: string | Date | null;
  labelCreatedAt: string | Date | null;
  receivedAt: string | Date | null;
  lastTrackingType: TrackingType | null;
};

const SHIPPED: readonly TrackingType[] = ["shipped", "in_transit", "delivered"];

/** The stage of one request: the furthest fact wins; a received parcel is received whatever came before. */
export function requestStage(facts: StageFacts): ParcelStage {
  if (facts.receivedAt || facts.lastTrackingType === "received") return "received";
  if (facts.lastTrackingType === "exception") return "exception";
  if (facts.lastTrackingType && SHIPPED.includes(facts.lastTrackingType)) return "shipped";
  if (facts.labelCreatedAt || facts.lastTrackingType === "label_created") return "label_made";
  if (facts.emailedAt) return "emailed";
  return "requested";
}

/** The reference id of a project's n-th request. */
export const referenceIdOf = (projectPrefix: string, n: number) => `${projectPrefix.toUpperCase()}-${n}`;
