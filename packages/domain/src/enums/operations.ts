import type { EnumOption } from "./define";

export const LOCATION_TYPES = [
  { id: "workstation", label: "Workstation" },
  { id: "staging", label: "Staging" },
  { id: "inventory", label: "Inventory" },
  { id: "customer_quarantine", label: "Customer quarantine" },
  { id: "customer_redeployment", label: "Customer redeployment" },
  { id: "ecomm_to_be_listed", label: "eCommerce to be listed" },
] as const satisfies readonly EnumOption[];

export const PRODUCT_CLASS_TIERS = [
  { id: "primary", label: "Primary" },
  { id: "secondary", label: "Secondary" },
  { id: "tertiary", label: "Tertiary" },
] as const satisfies readonly EnumOption[];

export const TASK_TYPES = [
  { id: "critical_alert", label: "Critical alert" },
  { id: "destruction", label: "Destruction" },
  { id: "general_logistics", label: "General logistics" },
  { id: "information_gathering", label: "Information gathering" },
  { id: "selling_prep", label: "Selling prep" },
  { id: "special_logistics", label: "Special logistics" },
  { id: "special_note", label: "Special note" },
  { id: "standard_procedure", label: "Standard procedure" },
] as const satisfies readonly EnumOption[];

export const TASK_STATUSES = [
  { id: "new", label: "New" },
  { id: "assigned", label: "Assigned" },
  { id: "in_progress", label: "In progress" },
  { id: "completed", label: "Completed" },
  { id: "canceled", label: "Canceled" },
] as const satisfies readonly EnumOption[];

/** Task priority: numeric values (SPEC §3). */
export const PRIORITIES = [
  { value: 25, label: "Low" },
  { value: 50, label: "Medium" },
  { value: 75, label: "High" },
] as const;

export const SUPPORT_REQUEST_TYPES = [
  { id: "general", label: "General" },
  { id: "delete_asset", label: "Delete asset" },
] as const satisfies readonly EnumOption[];

export const LISTING_TYPES = [
  { id: "ecommerce", label: "eCommerce" },
  { id: "redeployment", label: "Redeployment" },
] as const satisfies readonly EnumOption[];

/**
 * eCommerce platforms (SPEC §3 names nine by kind, not by id); neutral ids chosen here and
 * recorded in docs/decisions.md.
 */
export const ECOMMERCE_PLATFORMS = [
  { id: "auction_marketplace", label: "Auction marketplace" },
  { id: "online_retailer", label: "Online retailer" },
  { id: "liquidation_marketplace", label: "Liquidation marketplace" },
  { id: "refurbished_marketplace", label: "Refurbished-goods marketplace" },
  { id: "broker_bin", label: "BrokerBin" },
  { id: "coworking_company", label: "Co-working company", inactive: true },
  { id: "fitness_company", label: "Fitness company" },
  { id: "billing_service", label: "Billing service" },
  { id: "seller_tools", label: "Seller tools" },
] as const satisfies readonly EnumOption[];
