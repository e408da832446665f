import { type EnumOption, idsOf } from "./define";

/** Account document types (SPEC §3); client-visible ones can be shared with the client. */
export const DOCUMENT_TYPES = [
  { id: "afs_tracking_template", label: "AFS Tracking Template" },
  { id: "ars", label: "ARS", clientVisible: true },
  { id: "asn", label: "ASN", clientVisible: true },
  { id: "bill_of_lading", label: "Bill of Lading", clientVisible: true },
  { id: "cod", label: "Certificate of Destruction", clientVisible: true },
  { id: "invoice", label: "Invoice" },
  { id: "packing_list", label: "Packing List", clientVisible: true },
  { id: "pricesheet", label: "Price Sheet" },
  { id: "proof_of_delivery", label: "Proof of Delivery" },
  { id: "purchase_order", label: "Purchase Order" },
  { id: "dock_qc_checklist", label: "Dock QC Checklist" },
  { id: "reconciliation_report", label: "Reconciliation Report" },
  { id: "scan_report", label: "Scan Report", clientVisible: true },
  { id: "sow_cheatsheet", label: "SOW Cheat Sheet" },
  { id: "trailer_inspection_checklist", label: "Trailer Inspection Checklist" },
  { id: "upstream_testing", label: "Upstream Testing" },
  { id: "verification_evidence", label: "Verification Evidence" },
  { id: "other", label: "Other", clientVisible: true },
] as const satisfies readonly EnumOption[];
export const DOCUMENT_TYPE_IDS = idsOf(DOCUMENT_TYPES);
export type DocumentTypeId = (typeof DOCUMENT_TYPE_IDS)[number];
export const CLIENT_VISIBLE_DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = DOCUMENT_TYPES.filter(
  (t): t is Extract<(typeof DOCUMENT_TYPES)[number], { clientVisible: true }> => "clientVisible" in t,
).map((t) => t.id);
/**
 * The load documents a downstream vendor sees on the loads they come to the dock for: the
 * shipping papers of the hand-over, whatever their client share flag (docs/decisions.md).
 */
export const VENDOR_VISIBLE_DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = [
  "bill_of_lading",
  "packing_list",
  "proof_of_delivery",
];

/** Downstream-vendor (DSV) document types (SPEC §3): certificates, insurance, charts. */
export const DSV_DOCUMENT_TYPES = [
  { id: "coi", label: "Certificate of Insurance" },
  { id: "bill_of_lading", label: "Bill of Lading" },
  { id: "dsv_chart", label: "DSV Chart" },
  { id: "dsvq", label: "DSV Questionnaire" },
  { id: "e_stewards", label: "e-Stewards" },
  { id: "environmental_safety", label: "Environmental Safety" },
  { id: "focus_material_plan", label: "Focus Material Plan" },
  { id: "health_safety", label: "Health & Safety" },
  { id: "r2", label: "R2" },
  { id: "iso_9001", label: "ISO 9001" },
  { id: "iso_14001", label: "ISO 14001" },
  { id: "iso_45001", label: "ISO 45001" },
  { id: "ohsas_18001", label: "OHSAS 18001" },
  { id: "other", label: "Other" },
  { id: "other_certificate", label: "Other Certificate" },
  { id: "pod", label: "Proof of Delivery" },
  { id: "process_flow_chart", label: "Process Flow Chart" },
] as const satisfies readonly EnumOption[];
export const DSV_DOCUMENT_TYPE_IDS = idsOf(DSV_DOCUMENT_TYPES);
export type DsvDocumentTypeId = (typeof DSV_DOCUMENT_TYPE_IDS)[number];

/**
 * The certificates that qualify a downstream vendor. R2 or e-Stewards (either one), ISO 14001,
 * ISO 45001 and insurance are each required; a decision recorded in docs/decisions.md.
 */
export const DSV_QUALIFICATIONS = [
  { id: "recycling_standard", label: "R2 or e-Stewards", types: ["r2", "e_stewards"] },
  { id: "iso_14001", label: "ISO 14001", types: ["iso_14001"] },
  { id: "iso_45001", label: "ISO 45001", types: ["iso_45001"] },
  { id: "coi", label: "Certificate of Insurance", types: ["coi"] },
] as const satisfies readonly { id: string; label: string; types: readonly DsvDocumentTypeId[] }[];
