import { type EnumOption, idsOf } from "./define";

/** Program rule types (SPEC §3). */
export const PROGRAM_RULE_TYPES = [
  { id: "asset_cascade_properties", label: "Asset cascade properties" },
  { id: "assets_tested_upstream", label: "Assets tested upstream" },
  { id: "asn_imported_label_attributes", label: "ASN imported label attributes" },
  { id: "configure_shop_orders", label: "Configure shop orders" },
  { id: "direct_account_pricing", label: "Direct account pricing" },
  { id: "exclude_automatic_operations_complete", label: "Exclude automatic operations complete" },
  { id: "fixed_freight_cost", label: "Fixed freight cost" },
  { id: "cost_plus_freight", label: "Cost plus freight" },
  { id: "hard_drive_credit", label: "Hard drive credit" },
  { id: "hard_drive_redeploy_charge", label: "Hard drive redeploy charge" },
  { id: "hold_asset", label: "Hold asset" },
  { id: "import_asn_pricing", label: "Import ASN pricing" },
  { id: "lock_asset", label: "Lock asset" },
  { id: "move_load_to_priced", label: "Move load to priced" },
  { id: "program_rev_share_pricing", label: "Program revenue share pricing" },
  { id: "sort_settle_account_pricing", label: "Sort and settle account pricing" },
  { id: "sow_automated_shop_order", label: "SOW automated shop order" },
  { id: "tiered_freight_cost", label: "Tiered freight cost" },
  { id: "triage_service_charge", label: "Triage service charge" },
  { id: "value_automated_shop_order", label: "Value automated shop order" },
] as const satisfies readonly EnumOption[];
export const PROGRAM_RULE_TYPE_IDS = idsOf(PROGRAM_RULE_TYPES);

/** Service categories (SPEC §3). */
export const SERVICE_CATEGORIES = [
  { id: "responsible_recycling", label: "Responsible recycling" },
  { id: "secure_itad", label: "Secure ITAD" },
  { id: "certified_destruction", label: "Certified destruction" },
  { id: "parcel", label: "Parcel" },
  { id: "lifecycle_management", label: "Lifecycle management", inactive: true },
  { id: "legacy", label: "Custom" },
] as const satisfies readonly EnumOption[];
export const SERVICE_CATEGORY_IDS = idsOf(SERVICE_CATEGORIES);
