import type { RoleTypeId } from "../enums/user-types";

/**
 * What a role may do, named per area and action (SPEC §6 keeps operator and client roles apart,
 * so each permission says which role lists may hold it). Every permission here is named by at
 * least one endpoint descriptor or rule; a permission nothing checks does not belong here.
 */
export const PERMISSIONS = {
  "accounts.view": {
    label: "See accounts, contacts, programs and documents",
    roleTypes: ["operator", "client"],
  },
  "accounts.manage": {
    label: "Create and edit accounts, contacts, programs, documents and account users",
    roleTypes: ["operator"],
  },
  "activities.view": {
    label: "See activities, their documents, photos, notes and events",
    roleTypes: ["operator", "client"],
  },
  "activities.edit": {
    label: "Create and edit activities, assignments, notes, documents and photos",
    roleTypes: ["operator"],
  },
  "activities.rate": { label: "Rate an activity", roleTypes: ["operator", "client"] },
  "inbound.view": {
    label: "See inbound loads, ASNs and inbound requests",
    roleTypes: ["operator", "client"],
  },
  "inbound.edit": {
    label: "Import ASNs, answer inbound requests, keep the dock calendar and ASN mappings",
    roleTypes: ["operator"],
  },
  "inbound.request": { label: "File inbound requests", roleTypes: ["client"] },
  "inbound.receive": { label: "Receive assets onto a load", roleTypes: ["operator"] },
  "assets.view": {
    label: "See assets, their events, documents and photos",
    roleTypes: ["operator", "client"],
  },
  "assets.edit": {
    label: "Edit and delete assets, their events, documents and photos",
    roleTypes: ["operator"],
  },
  "assets.hold": { label: "Put assets on hold and release them", roleTypes: ["operator"] },
  "processing.work": {
    label: "Work shop orders and processing jobs: scan assets in, create bins, clock in and out",
    roleTypes: ["operator"],
  },
  "labor.manage": {
    label: "Enter and correct anyone's labor, including virtual segments",
    roleTypes: ["operator"],
  },
  "tests.manage": {
    label: "Write and publish the test suites devices are tested and graded by",
    roleTypes: ["operator"],
  },
  "sanitization.record": {
    label: "Record erasures, import erasure results and destroy media in destruction batches",
    roleTypes: ["operator"],
  },
  "certificates.issue": {
    label: "Issue, revoke and reissue certificates of data destruction and recycling",
    roleTypes: ["operator"],
  },
  "pricing.view": { label: "See the pricing of a load", roleTypes: ["operator", "client"] },
  "pricing.edit": { label: "Price a load's assets and import FMV prices", roleTypes: ["operator"] },
  "pricing.finalize": { label: "Mark a load priced or invoiced", roleTypes: ["operator"] },
  "prices.view": { label: "See price books and account prices", roleTypes: ["operator"] },
  "prices.manage": { label: "Edit price books and account prices", roleTypes: ["operator"] },
  "catalogue.view": {
    label: "See products, classes, brands and services",
    roleTypes: ["operator", "client"],
  },
  "catalogue.manage": { label: "Edit the catalogue", roleTypes: ["operator"] },
  "carriers.view": { label: "See carriers, their contacts and rules", roleTypes: ["operator"] },
  "carriers.manage": { label: "Edit carriers, their contacts and rules", roleTypes: ["operator"] },
  "locations.view": { label: "See warehouse locations", roleTypes: ["operator"] },
  "locations.manage": { label: "Create, import and edit locations", roleTypes: ["operator"] },
  "stock.view": {
    label: "See stock: what is in the warehouse, for whom, and what it is worth",
    roleTypes: ["operator", "client"],
  },
  "inventory.work": {
    label: "Put assets away, pick them and count locations by scan",
    roleTypes: ["operator"],
  },
  "inventory.manage": {
    label: "Reserve stock for orders, start cycle counts and accept their adjustments",
    roleTypes: ["operator"],
  },
  "outbound.view": {
    label: "See outbound loads, the load builder and consolidation",
    roleTypes: ["operator"],
  },
  "outbound.edit": {
    label: "Build, edit and cancel outbound loads and pack them onto shipping units",
    roleTypes: ["operator"],
  },
  "outbound.ship": {
    label: "Mark outbound loads shipped (the vendor's qualification is checked)",
    roleTypes: ["operator"],
  },
  "listings.view": {
    label: "See marketplace listings, what is on them and what sold",
    roleTypes: ["operator"],
  },
  "listings.manage": {
    label:
      "Create, price and end listings; reserve, sell and unsell their assets; exchange marketplace files",
    roleTypes: ["operator"],
  },
  "redeployments.view": {
    label: "See the devices kept for redeployment and the redeployment orders",
    roleTypes: ["operator", "client"],
  },
  "redeployments.order": {
    label: "Order devices kept for redeployment for a person, and change or cancel the order",
    roleTypes: ["operator", "client"],
  },
  "parcels.view": {
    label: "See parcel projects, their employees' requests, tracking and what arrived",
    roleTypes: ["operator", "client"],
  },
  "parcels.manage": {
    label: "Create parcel projects, upload and e-mail their requests, and record tracking",
    roleTypes: ["operator"],
  },
  "pickups.view": { label: "See pickup labels and what was checked in", roleTypes: ["operator"] },
  "pickups.manage": {
    label: "Print pickup labels, register bins and assign labels to accounts and loads",
    roleTypes: ["operator"],
  },
  "tasks.view": {
    label: "See tasks, groups and types; work and comment the tasks of one's own and one's groups",
    roleTypes: ["operator"],
  },
  "tasks.manage": {
    label: "Create, assign and edit any task; keep task groups, their members and task types",
    roleTypes: ["operator"],
  },
  "support.view": { label: "See support requests", roleTypes: ["operator", "client"] },
  "support.request": {
    label: "File, edit and withdraw support requests",
    roleTypes: ["operator", "client"],
  },
  "support.execute": {
    label: "Execute support requests (a delete_asset request removes its asset)",
    roleTypes: ["operator"],
  },
  "surveys.view": { label: "See surveys and their responses", roleTypes: ["operator"] },
  "surveys.manage": { label: "Write surveys and choose when they are sent", roleTypes: ["operator"] },
  "surveys.answer": { label: "Answer the surveys sent to one's accounts", roleTypes: ["client"] },
  "users.view": { label: "See users and roles", roleTypes: ["operator"] },
  "users.manage": { label: "Create and edit users", roleTypes: ["operator"] },
  "roles.manage": { label: "Change which role has which permission", roleTypes: ["operator"] },
  "mail.view": { label: "Read the outbox: every mail sent or waiting", roleTypes: ["operator"] },
  "reports.view": {
    label: "See dashboards, run reports and save one's own",
    roleTypes: ["operator", "client"],
  },
  "reports.schedule": {
    label: "E-mail one's saved reports on a schedule",
    roleTypes: ["operator", "client"],
  },
} as const satisfies Record<string, { label: string; roleTypes: readonly RoleTypeId[] }>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_IDS = Object.keys(PERMISSIONS) as Permission[];

export const isPermission = (value: string): value is Permission => value in PERMISSIONS;

/** The permissions a role of this type may hold. */
export function permissionsFor(type: RoleTypeId): Permission[] {
  return PERMISSION_IDS.filter((p) => (PERMISSIONS[p].roleTypes as readonly RoleTypeId[]).includes(type));
}

/** The area a permission belongs to (`inbound` of `inbound.edit`), for grouping on screens. */
export const areaOf = (permission: Permission) => permission.slice(0, permission.indexOf("."));

const OPERATOR_VIEWS: Permission[] = [
  "accounts.view",
  "activities.view",
  "inbound.view",
  "assets.view",
  "catalogue.view",
  "locations.view",
  "reports.view",
];

/**
 * The permissions the roles every installation starts with hold on their first start; after
 * that the roles screen decides. A user with no role holds no permission.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<string, readonly Permission[]> = {
  "operator:Administrator": permissionsFor("operator"),
  "operator:Warehouse Lead": [
    ...OPERATOR_VIEWS,
    "activities.edit",
    "activities.rate",
    "inbound.edit",
    "inbound.receive",
    "assets.edit",
    "assets.hold",
    "processing.work",
    "labor.manage",
    "tests.manage",
    "sanitization.record",
    "certificates.issue",
    "pricing.view",
    "carriers.view",
    "carriers.manage",
    "locations.manage",
    "stock.view",
    "inventory.work",
    "inventory.manage",
    "outbound.view",
    "outbound.edit",
    "outbound.ship",
    "parcels.view",
    "parcels.manage",
    "pickups.view",
    "pickups.manage",
    "tasks.view",
    "tasks.manage",
    "support.view",
    "support.request",
    "support.execute",
    "users.view",
    "reports.schedule",
  ],
  "operator:Receiving": [
    ...OPERATOR_VIEWS,
    "activities.edit",
    "inbound.edit",
    "inbound.receive",
    "assets.edit",
    "assets.hold",
    "carriers.view",
    "stock.view",
    "inventory.work",
    // The dock loads trucks as well as unloading them.
    "outbound.view",
    "outbound.edit",
    "outbound.ship",
    "parcels.view",
    "pickups.view",
    "pickups.manage",
    "tasks.view",
  ],
  // A technician works what is in the building; accounts, prices and users are not theirs.
  "operator:Processing Technician": [
    "activities.view",
    "inbound.view",
    "assets.view",
    "assets.edit",
    "processing.work",
    "sanitization.record",
    "catalogue.view",
    "locations.view",
    "inventory.work",
    "tasks.view",
    "reports.view",
  ],
  "operator:Logistics Coordinator": [
    ...OPERATOR_VIEWS,
    "activities.edit",
    "inbound.edit",
    "carriers.view",
    "carriers.manage",
    "outbound.view",
    "outbound.edit",
    "outbound.ship",
    // Redeployment orders ship as outbound loads the coordinator books.
    "redeployments.view",
    "redeployments.order",
    "parcels.view",
    "parcels.manage",
    "pickups.view",
    "pickups.manage",
    "tasks.view",
    "tasks.manage",
    "support.view",
    "support.request",
    "reports.schedule",
  ],
  "operator:Sales": [
    ...OPERATOR_VIEWS,
    "accounts.manage",
    "pricing.view",
    "prices.view",
    "prices.manage",
    "stock.view",
    // Sales builds outbound loads from stock: what to sell, to whom, at what margin.
    "outbound.view",
    "outbound.edit",
    // Sales lists graded devices on the marketplaces and takes redeployment orders for clients.
    "listings.view",
    "listings.manage",
    "redeployments.view",
    "redeployments.order",
    "parcels.view",
    "tasks.view",
    "support.view",
    "support.request",
    "surveys.view",
    "reports.schedule",
  ],
  // Finance settles loads: pricing them and moving them to priced and invoiced (an edit of the load).
  "operator:Finance": [
    ...OPERATOR_VIEWS,
    "activities.edit",
    "pricing.view",
    "pricing.edit",
    "pricing.finalize",
    "prices.view",
    "prices.manage",
    "stock.view",
    "outbound.view",
    "listings.view",
    "redeployments.view",
    "parcels.view",
    "tasks.view",
    "surveys.view",
    "reports.schedule",
  ],
  "client:Client Administrator": permissionsFor("client"),
  "client:Client User": [
    "accounts.view",
    "activities.view",
    "activities.rate",
    "inbound.view",
    "inbound.request",
    "assets.view",
    "pricing.view",
    "catalogue.view",
    "stock.view",
    "redeployments.view",
    "redeployments.order",
    "parcels.view",
    "support.view",
    "support.request",
    "surveys.answer",
    "reports.view",
    "reports.schedule",
  ],
  // Read only: a viewer sees what their accounts sent and what it became, and changes nothing.
  "client:Client Viewer": [
    "accounts.view",
    "activities.view",
    "inbound.view",
    "assets.view",
    "pricing.view",
    "catalogue.view",
    "stock.view",
    "redeployments.view",
    "parcels.view",
    "support.view",
    "surveys.answer",
    "reports.view",
  ],
};

/**
 * Whether a signed-in user's roles allow a permission. Vendors hold no roles: the vendor path
 * family alone decides what they reach.
 */
export function hasPermission(
  user: { audience: "operator" | "client" | "vendor"; permissions: readonly string[] },
  permission: Permission,
): boolean {
  return user.audience === "vendor" || user.permissions.includes(permission);
}

/** The sentence of a refusal: which permission is missing, in words a user can pass on. */
export function missingPermissionMessage(permission: Permission): string {
  return `Your role does not allow this: it needs the "${permission}" permission (${PERMISSIONS[permission].label.toLowerCase()})`;
}
