import { type EnumOption, idsOf } from "./define";

export const ACCOUNT_TYPES = [
  { id: "active", label: "Client" },
  { id: "dsvs", label: "Downstream vendor" },
] as const satisfies readonly EnumOption[];
export const ACCOUNT_TYPE_IDS = idsOf(ACCOUNT_TYPES);

/** Status of an account; a downstream vendor's status says whether loads may go to it. */
export const ACCOUNT_STATUSES = [
  { id: "active", label: "Active" },
  { id: "pending", label: "Pending approval" },
  { id: "suspended", label: "Suspended" },
  { id: "inactive", label: "Inactive" },
] as const satisfies readonly EnumOption[];
export const ACCOUNT_STATUS_IDS = idsOf(ACCOUNT_STATUSES);

/** Account pricing modes (SPEC §3): the four simple modes are all labelled Standard. */
export const ACCOUNT_PRICING_MODES = [
  { id: "simple", label: "Standard" },
  { id: "simple_unit", label: "Standard", disabled: true },
  { id: "simple_base_unit", label: "Standard", disabled: true },
  { id: "unpriced", label: "Standard", disabled: true },
  { id: "product_class", label: "Product class" },
  { id: "region", label: "Region" },
] as const satisfies readonly EnumOption[];
export const ACCOUNT_PRICING_MODE_IDS = idsOf(ACCOUNT_PRICING_MODES);

/** Client inbound form variants (SPEC §5), chosen per account. */
export const INBOUND_FORM_VARIANTS = [
  { id: "standard", label: "Standard" },
  { id: "client_type_one", label: "Project type and cost center" },
  { id: "cable_client", label: "Cable client (DCA numbers)" },
  { id: "software_client", label: "Software client (Buyback / ITPAC)" },
] as const satisfies readonly EnumOption[];
export const INBOUND_FORM_VARIANT_IDS = idsOf(INBOUND_FORM_VARIANTS);

/** Client asset form variants (SPEC §5), chosen per account. */
export const ASSET_FORM_VARIANTS = [
  { id: "standard", label: "Standard" },
  { id: "cable_client", label: "Cable client (CPE pallet ids)" },
  { id: "computer_maker_takeback", label: "Computer-maker takeback (pallet verification)" },
  { id: "phone_reseller", label: "Phone reseller (tracking number)" },
] as const satisfies readonly EnumOption[];
export const ASSET_FORM_VARIANT_IDS = idsOf(ASSET_FORM_VARIANTS);

/** What an account's contacts can be notified of. */
export const NOTIFICATION_KINDS = [
  { id: "pickup_scheduled", label: "Pickup scheduled" },
  { id: "load_scheduled", label: "Load scheduled" },
  { id: "load_received", label: "Load received" },
  { id: "load_priced", label: "Load priced" },
  { id: "inbound_request_status", label: "Inbound request status changed" },
  { id: "parcel_project_sent", label: "Parcel project sent" },
  { id: "survey", label: "Surveys" },
  { id: "asset_report_ready", label: "Asset report ready" },
  { id: "certificate_issued", label: "Certificate issued" },
  { id: "invoice_issued", label: "Invoice issued" },
  { id: "settlement_ready", label: "Settlement ready" },
  { id: "document_expiring", label: "Document expiring" },
] as const satisfies readonly EnumOption[];
export const NOTIFICATION_KIND_IDS = idsOf(NOTIFICATION_KINDS);
