import { type EnumOption, idsOf } from "./define";

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
export const TASK_TYPE_IDS = idsOf(TASK_TYPES);
export const TASK_STATUS_IDS = idsOf(TASK_STATUSES);

/** Task priority: numeric values (SPEC §3). */
export const PRIORITIES = [
  { value: 25, label: "Low" },
  { value: 50, label: "Medium" },
  { value: 75, label: "High" },
] as const;
export const PRIORITY_VALUES = PRIORITIES.map((p) => p.value);

export const SUPPORT_REQUEST_TYPES = [
  { id: "general", label: "General" },
  { id: "delete_asset", label: "Delete asset" },
] as const satisfies readonly EnumOption[];
export const SUPPORT_REQUEST_TYPE_IDS = idsOf(SUPPORT_REQUEST_TYPES);

/**
 * Where a support request stands (issue 21; SPEC §4 says only that requests are executed): open
 * when filed; executed once an operator carried it out (a delete_asset request removed its
 * asset); refused when execution could not be done, with the reason (an open or refused request
 * can be executed again once the reason is gone).
 */
export const SUPPORT_REQUEST_STATUSES = [
  { id: "open", label: "Open", clientVisible: true },
  { id: "executed", label: "Executed", clientVisible: true },
  { id: "refused", label: "Refused", clientVisible: true },
] as const satisfies readonly EnumOption[];
export const SUPPORT_REQUEST_STATUS_IDS = idsOf(SUPPORT_REQUEST_STATUSES);

/**
 * What an in-app notification (the bell) is about (issue 21). Mails to an account's contacts are
 * the account's notification kinds (NOTIFICATION_KINDS); these go to signed-in users.
 */
export const USER_NOTIFICATION_KINDS = [
  { id: "task_assigned", label: "Task assigned" },
  { id: "critical_alert", label: "Critical alert" },
  { id: "task_commented", label: "Task comment" },
  { id: "support_request_filed", label: "Support request filed" },
  { id: "support_request_outcome", label: "Support request outcome" },
  { id: "survey_answered", label: "Survey answered" },
  { id: "message", label: "Message" },
] as const satisfies readonly EnumOption[];
export const USER_NOTIFICATION_KIND_IDS = idsOf(USER_NOTIFICATION_KINDS);

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
export type UserNotificationKind = (typeof USER_NOTIFICATION_KIND_IDS)[number];
