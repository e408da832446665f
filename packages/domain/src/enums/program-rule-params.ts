import type { PROGRAM_RULE_TYPE_IDS } from "./programs";

type RuleType = (typeof PROGRAM_RULE_TYPE_IDS)[number];

/** One parameter of a program rule: how the screen asks for it and how it is checked. */
export type RuleParamDef = {
  key: string;
  label: string;
  kind: "money" | "percent" | "number" | "text" | "boolean";
  required: boolean;
};

const money = (key: string, label: string): RuleParamDef => ({ key, label, kind: "money", required: true });
const percent = (key: string, label: string): RuleParamDef => ({
  key,
  label,
  kind: "percent",
  required: true,
});
const text = (key: string, label: string, required = true): RuleParamDef => ({
  key,
  label,
  kind: "text",
  required,
});
const flag = (key: string, label: string): RuleParamDef => ({ key, label, kind: "boolean", required: false });

/**
 * The parameters of each program rule type. The specification names the types only; these are
 * the values an operator needs to apply each rule (docs/decisions.md, Programs).
 */
export const PROGRAM_RULE_PARAMS: Record<RuleType, readonly RuleParamDef[]> = {
  asset_cascade_properties: [text("properties", "Properties to cascade (comma-separated)")],
  assets_tested_upstream: [text("upstreamVendor", "Upstream tester", false)],
  asn_imported_label_attributes: [text("attributes", "Label attributes (comma-separated)")],
  configure_shop_orders: [text("template", "Shop order template")],
  direct_account_pricing: [],
  exclude_automatic_operations_complete: [],
  fixed_freight_cost: [money("amount", "Freight cost per load")],
  cost_plus_freight: [percent("markupPercent", "Markup on carrier cost")],
  hard_drive_credit: [money("amountPerDrive", "Credit per hard drive")],
  hard_drive_redeploy_charge: [money("amountPerDrive", "Charge per redeployed drive")],
  hold_asset: [text("holdType", "Hold type"), text("instructions", "Processing instructions", false)],
  import_asn_pricing: [flag("overwriteExisting", "Overwrite existing prices")],
  lock_asset: [text("lockType", "Lock type")],
  move_load_to_priced: [flag("whenProcessed", "As soon as processing completes")],
  program_rev_share_pricing: [percent("clientSharePercent", "Client share of revenue")],
  sort_settle_account_pricing: [],
  sow_automated_shop_order: [text("sowName", "Statement of work")],
  tiered_freight_cost: [
    money("baseAmount", "Base freight cost"),
    { key: "perMileAmount", label: "Cost per mile", kind: "money", required: false },
  ],
  triage_service_charge: [money("amount", "Charge per asset")],
  value_automated_shop_order: [money("minimumValue", "Minimum asset value")],
};
