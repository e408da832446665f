import {
  type CarrierRule,
  type CarrierRuleInput,
  type EnumOption,
  SELECTABLE_SHIPMENT_SIZE_IDS,
  SHIPMENT_SIZES,
} from "@ops/domain";

/** What the carrier rule form holds: ids as text for the selects, the rate as typed. */
export type RuleFormValues = {
  name: string;
  shipmentSizes: CarrierRule["shipmentSizes"];
  transportTypes: CarrierRule["transportTypes"];
  regionIds: string[];
  warehouseIds: string[];
  rate: string;
  rateUnit: CarrierRule["rateUnit"];
  notes: string;
  active: boolean;
};

export function ruleValuesOf(rule?: CarrierRule): RuleFormValues {
  return {
    name: rule?.name ?? "",
    shipmentSizes: rule?.shipmentSizes ?? [],
    transportTypes: rule?.transportTypes ?? [],
    regionIds: (rule?.regionIds ?? []).map(String),
    warehouseIds: (rule?.warehouseIds ?? []).map(String),
    rate: rule?.rate ?? "",
    rateUnit: rule?.rateUnit ?? null,
    notes: rule?.notes ?? "",
    active: rule?.active ?? true,
  };
}

export function toRuleBody(values: RuleFormValues): CarrierRuleInput {
  const rate = values.rate.trim().replace(/^\$/, "").replace(/,/g, "");
  return {
    name: values.name,
    shipmentSizes: values.shipmentSizes,
    transportTypes: values.transportTypes,
    regionIds: values.regionIds.map(Number),
    warehouseIds: values.warehouseIds.map(Number),
    rate: rate === "" ? null : rate,
    rateUnit: values.rateUnit,
    notes: values.notes,
    active: values.active,
  };
}

/** Shipment sizes a rule may name: the selectable ones, plus any the rule already has. */
export function shipmentSizeOptions(current: readonly string[]) {
  const offered: readonly string[] = SELECTABLE_SHIPMENT_SIZE_IDS;
  const list: readonly EnumOption[] = SHIPMENT_SIZES;
  return list
    .filter((s) => offered.includes(s.id) || current.includes(s.id))
    .map((s) => ({ value: s.id, label: s.label }));
}
