// biome-ignore-all format: the spec's lists stay on few lines, in the spec's order, to compare them by eye
import { describe, expect, it } from "vitest";
import { ACCOUNT_PRICING_MODES, ASSET_FORM_VARIANTS, INBOUND_FORM_VARIANTS } from "./accounts";
import {
  ACTIVITY_TYPES,
  CERTIFICATE_TYPES,
  CLAIM_REASONS,
  DISPOSITIONS,
  EVENT_REASON_CODES,
  PAYMENT_TYPES,
  SELECTABLE_SHIPMENT_SIZE_IDS,
  SERVICE_TIERS,
  SHIPMENT_SIZES,
  SOW_PROVIDERS,
  TRANSPORT_TYPES,
} from "./activities";
import {
  ASSET_PHOTO_TYPES,
  ASSET_SOURCES,
  ASSET_TYPES,
  DESTRUCTION_METHODS,
  GRADE_SCALE,
  HOLD_TYPES,
  holdName,
  LOCK_TYPES,
  NEW_IN_BOX,
  R2_CLASSIFICATIONS,
  R2_MATERIAL_TYPES,
  STOCK_TYPES,
} from "./assets";
import type { EnumOption } from "./define";
import { CLIENT_VISIBLE_DOCUMENT_TYPE_IDS, DOCUMENT_TYPES, DSV_DOCUMENT_TYPES } from "./document-types";
import { LISTING_ASSET_STATUSES, LISTING_STATUSES, REDEPLOYMENT_ORDER_STATUSES } from "./listings";
import {
  ECOMMERCE_PLATFORMS,
  LISTING_TYPES,
  LOCATION_TYPES,
  PRIORITIES,
  PRODUCT_CLASS_TIERS,
  SUPPORT_REQUEST_TYPES,
  TASK_STATUSES,
  TASK_TYPES,
} from "./operations";
import { PROJECT_METHODS, PROJECT_REQUEST_STATUSES } from "./parcels";
import { PRICING_METHODS, UNITS_OF_MEASURE } from "./pricing";
import { PROGRAM_RULE_TYPES, SERVICE_CATEGORIES } from "./programs";

const ids = (list: readonly EnumOption[]) => list.map((o) => o.id);
const flagged = (list: readonly EnumOption[], flag: "disabled" | "inactive") => list.filter((o) => o[flag]).map((o) => o.id);
const label = (list: readonly EnumOption[], id: string) => list.find((o) => o.id === id)?.label;

/** The ids below are copied from SPEC §3, list by list, in the spec's order. */
describe("the enumerations of SPEC §3", () => {
  it("shipment sizes, with the selectable subset and the labels the spec gives", () => {
    expect(ids(SHIPMENT_SIZES)).toEqual([
      "partial", "air", "data_center_decomm", "ftl", "ltl", "fcl", "lcl", "turnkey", "on_site_destruction", "parcel",
      "driver_assist", "swap_bin", "media_destruction", "inventory_only", "equipment", "van_trailer",
      "rolloff_container", "pallet_delivery", "parent",
    ]);
    expect([...SELECTABLE_SHIPMENT_SIZE_IDS].sort()).toEqual(
      ["ftl", "fcl", "ltl", "lcl", "partial", "parcel", "air", "turnkey", "on_site_destruction", "swap_bin", "parent"].sort(),
    );
    expect(label(SHIPMENT_SIZES, "ftl")).toBe("Full Truck Load");
    expect(label(SHIPMENT_SIZES, "turnkey")).toBe("White Glove");
    expect(label(SHIPMENT_SIZES, "equipment")).toBe("Equipment Pickup");
    expect(label(SHIPMENT_SIZES, "pallet_delivery")).toBe("Shipping Materials Delivery");
  });

  it("activity and logistics lists", () => {
    expect(ids(SERVICE_TIERS)).toEqual(["wgs_t1", "wgs_t2", "wgs_t3", "dc_t1", "dc_t2"]);
    expect(ids(CLAIM_REASONS)).toEqual([
      "incorrect_quantity", "incorrect_product", "functional_condition", "cosmetic_condition", "sort_settle_yield_finalized",
    ]);
    expect(ids(TRANSPORT_TYPES)).toEqual(["internal_box_truck", "broker", "delivery", "internal_cdl", "contracted_cdl"]);
    expect(ids(ACTIVITY_TYPES)).toEqual(["inbound", "outbound", "processing", "inventory", "itad", "mobility", "shop_order"]);
    expect(ids(EVENT_REASON_CODES)).toEqual([
      "end_of_shift", "break", "meeting_training_audit", "end_of_shop_order", "downtime", "crew_size_change", "other",
    ]);
    expect(ids(PAYMENT_TYPES)).toEqual(["ach", "wire", "check"]);
    expect(ids(CERTIFICATE_TYPES)).toEqual(["none", "destruction", "recycling"]);
    expect(ids(DISPOSITIONS)).toEqual(["return", "redeploy", "donation", "resold_or_recycled"]);
    expect(ids(SOW_PROVIDERS)).toEqual(["internal", "external", "either"]);
  });

  it("document types, client-visible ones and vendor document types", () => {
    expect(ids(DOCUMENT_TYPES)).toEqual([
      "afs_tracking_template", "ars", "asn", "bill_of_lading", "cod", "invoice", "packing_list", "pricesheet",
      "proof_of_delivery", "purchase_order", "dock_qc_checklist", "reconciliation_report", "scan_report",
      "sow_cheatsheet", "trailer_inspection_checklist", "upstream_testing", "verification_evidence", "other",
    ]);
    expect(CLIENT_VISIBLE_DOCUMENT_TYPE_IDS).toEqual(["ars", "asn", "bill_of_lading", "cod", "packing_list", "scan_report", "other"]);
    expect(ids(DSV_DOCUMENT_TYPES)).toEqual([
      "coi", "bill_of_lading", "dsv_chart", "dsvq", "e_stewards", "environmental_safety", "focus_material_plan",
      "health_safety", "r2", "iso_9001", "iso_14001", "iso_45001", "ohsas_18001", "other", "other_certificate", "pod",
      "process_flow_chart",
    ]);
  });

  it("asset lists", () => {
    expect(ids(DESTRUCTION_METHODS)).toEqual(["shredded", "drilled", "crushed", "degaussed_and_crushed", "unknown"]);
    expect(flagged(DESTRUCTION_METHODS, "disabled")).toEqual(["drilled", "degaussed_and_crushed", "unknown"]);
    expect(label(DESTRUCTION_METHODS, "unknown")).toBe("Physically Destroyed");
    expect(ids(R2_MATERIAL_TYPES)).toEqual(["batteries", "circuit_boards", "crt", "data", "ink_toner", "mercury"]);
    expect(ids(R2_CLASSIFICATIONS)).toEqual(["reuse", "resale", "repair", "recycle", "exception", "new"]);
    expect(HOLD_TYPES.filter((h) => h.group === "preprocessing").map((h) => h.id)).toEqual(["legal_hold", "leased", "locked", "recon"]);
    expect(HOLD_TYPES.filter((h) => h.group === "postprocessing").map((h) => h.id)).toEqual(["epp", "returns", "redeploy", "donation"]);
    expect(HOLD_TYPES.filter((h) => h.group === "internal").map((h) => h.id)).toEqual(["engineering", "parts", "warranty"]);
    expect(ids(LOCK_TYPES)).toEqual([
      "abm_lock", "bios_lock", "computrace_lock", "fmip_locked", "find_my_mac_lock", "intune_lock", "pin_lock",
      "startup_security", "mdm_locked",
    ]);
    expect(ids(NEW_IN_BOX)).toEqual(["unconfirmed", "confirmed"]);
    expect(ids(ASSET_PHOTO_TYPES)).toEqual(["fgi", "cosmetic_downgrade"]);
    expect(ids(ASSET_SOURCES)).toEqual(["customer", "depot", "warranty"]);
    expect(ids(ASSET_TYPES)).toEqual(["bin", "serial_bin", "serial", "pallet", "virtual", "virtual_serial_bin", "tray"]);
    expect(ids(STOCK_TYPES)).toEqual(["rmi", "fgi", "semi_fgi", "staging", "cage"]);
    expect(GRADE_SCALE).toEqual({ A: 5, B: 4, C: 3, D: 2, E: 1, F: 0 });
  });

  it("catalogue, pricing and program lists", () => {
    expect(ids(LOCATION_TYPES)).toEqual([
      "workstation", "staging", "inventory", "customer_quarantine", "customer_redeployment", "ecomm_to_be_listed",
    ]);
    expect(ids(PRODUCT_CLASS_TIERS)).toEqual(["primary", "secondary", "tertiary"]);
    expect(ids(PROGRAM_RULE_TYPES)).toEqual([
      "asset_cascade_properties", "assets_tested_upstream", "asn_imported_label_attributes", "configure_shop_orders",
      "direct_account_pricing", "exclude_automatic_operations_complete", "fixed_freight_cost", "cost_plus_freight",
      "hard_drive_credit", "hard_drive_redeploy_charge", "hold_asset", "import_asn_pricing", "lock_asset",
      "move_load_to_priced", "program_rev_share_pricing", "sort_settle_account_pricing", "sow_automated_shop_order",
      "tiered_freight_cost", "triage_service_charge", "value_automated_shop_order",
    ]);
    expect(ids(SERVICE_CATEGORIES)).toEqual([
      "responsible_recycling", "secure_itad", "certified_destruction", "parcel", "lifecycle_management", "legacy",
    ]);
    expect(flagged(SERVICE_CATEGORIES, "inactive")).toEqual(["lifecycle_management"]);
    expect(label(SERVICE_CATEGORIES, "legacy")).toBe("Custom");
    expect(ids(PRICING_METHODS)).toEqual([
      "unit_price", "sort_settle", "revenue_share", "lump_sum", "program", "allocation", "serial_asset", "custom",
    ]);
    expect(label(PRICING_METHODS, "sort_settle")).toBe("Dependent Upon Yield");
    expect(ids(UNITS_OF_MEASURE)).toEqual(["lbs", "pieces", "pallet", "hours", "miles", "charge", "credit"]);
    expect(ids(ACCOUNT_PRICING_MODES)).toEqual(["simple", "simple_unit", "simple_base_unit", "unpriced", "product_class", "region"]);
    expect(["simple", "simple_unit", "simple_base_unit", "unpriced"].map((id) => label(ACCOUNT_PRICING_MODES, id))).toEqual([
      "Standard", "Standard", "Standard", "Standard",
    ]);
    expect(ids(INBOUND_FORM_VARIANTS)).toContain("cable_client");
    expect(ids(ASSET_FORM_VARIANTS)).toContain("computer_maker_takeback");
  });

  it("tasks, listings, support and parcels", () => {
    expect(ids(TASK_TYPES)).toEqual([
      "critical_alert", "destruction", "general_logistics", "information_gathering", "selling_prep", "special_logistics",
      "special_note", "standard_procedure",
    ]);
    expect(ids(TASK_STATUSES)).toEqual(["new", "assigned", "in_progress", "completed", "canceled"]);
    expect(PRIORITIES.map((p) => [p.value, p.label])).toEqual([[25, "Low"], [50, "Medium"], [75, "High"]]);
    expect(ids(SUPPORT_REQUEST_TYPES)).toEqual(["general", "delete_asset"]);
    expect(ids(LISTING_TYPES)).toEqual(["ecommerce", "redeployment"]);
    expect(ECOMMERCE_PLATFORMS).toHaveLength(9);
    expect(ids(ECOMMERCE_PLATFORMS)).toContain("broker_bin");
    expect(flagged(ECOMMERCE_PLATFORMS, "inactive")).toEqual(["coworking_company"]);
    // Designed here (issue 19), written down in docs/decisions.md.
    expect(ids(LISTING_STATUSES)).toEqual(["draft", "listed", "sold_out", "ended"]);
    expect(ids(LISTING_ASSET_STATUSES)).toEqual(["listed", "sold", "released"]);
    expect(ids(REDEPLOYMENT_ORDER_STATUSES)).toEqual(["draft", "submitted", "picking", "shipped", "delivered", "canceled"]);
    expect(ids(PROJECT_METHODS)).toEqual(["qr_code", "box_and_label", "label_only"]);
    expect(ids(PROJECT_REQUEST_STATUSES)).toEqual(["email_sent", "email_sending", "review", "hold"]);
  });

  it("has no id twice in any list", () => {
    const lists: readonly EnumOption[][] = [
      [...SHIPMENT_SIZES], [...DOCUMENT_TYPES], [...DSV_DOCUMENT_TYPES], [...HOLD_TYPES], [...PROGRAM_RULE_TYPES],
      [...ECOMMERCE_PLATFORMS], [...LOCATION_TYPES], [...TASK_TYPES],
    ];
    for (const list of lists) expect(new Set(ids(list)).size).toBe(list.length);
  });
});

describe("holdName", () => {
  it("adds the word hold only where the label lacks it, and names an unknown type as given", () => {
    expect(holdName("legal_hold")).toBe("Legal hold");
    expect(holdName("leased")).toBe("Leased hold");
    expect(holdName("epp")).toBe("EPP hold");
    expect(holdName("something_new")).toBe("something_new hold");
  });
});
