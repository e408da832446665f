import { type CreateUserBody, permissionsFor } from "@ops/domain";
import { createUser } from "../../areas/users/users.service";
import { createJobQueues } from "../../job-kinds";
import type { Actor } from "../../platform/context";
import type { FileStore } from "../../platform/files";
import type { Db } from "../client";
import { roles, warehouses } from "../schema";
import { seedDemoAccounts } from "./demo-accounts";
import { DEMO_PASSWORD, demoOperatorContext } from "./demo-actor";
import { seedDemoAsns } from "./demo-asns";
import { seedDemoAssets } from "./demo-assets";
import { seedCatalogueDemo } from "./demo-catalogue";
import { seedDemoCycleCounts } from "./demo-cycle-counts";
import { seedDemoDashboards } from "./demo-dashboards";
import { seedDemoInbound } from "./demo-inbound";
import { seedDemoInboundRequests } from "./demo-inbound-requests";
import { seedDemoInventory } from "./demo-inventory";
import { seedDemoItad } from "./demo-itad";
import { seedDemoListings } from "./demo-listings";
import { seedDemoLocations } from "./demo-locations";
import { seedDemoNotifications } from "./demo-notifications";
import { seedDemoOutbound } from "./demo-outbound";
import { seedDemoParcels } from "./demo-parcels";
import { seedDemoPicking } from "./demo-picking";
import { seedDemoPickups } from "./demo-pickups";
import { seedPricingDemo } from "./demo-pricing";
import { seedDemoRedeployments } from "./demo-redeployments";
import { seedDemoReports } from "./demo-reports";
import { seedDemoSanitization } from "./demo-sanitization";
import { seedDemoSettlement } from "./demo-settlement";
import { seedDemoSupport } from "./demo-support";
import { seedDemoSurveys } from "./demo-surveys";
import { seedDemoTasks } from "./demo-tasks";
import { seedDemoTests } from "./demo-tests";
import { seedDemoWork } from "./demo-work";

export { DEMO_PASSWORD, DEMO_SIGN_INS } from "./demo-actor";

/** The seed acts as a system operator so demo data goes through the same use cases as the screens. */
export const SYSTEM_ACTOR: Actor = {
  id: 0,
  firstName: "System",
  lastName: "Seed",
  name: "System Seed",
  email: "system@localhost",
  warehouseId: null,
  entitlements: ["smr_user"],
  type: "operator",
  roleIds: [],
  active: true,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
  audience: "operator",
  permissions: permissionsFor("operator"),
};

type DemoUser = Omit<CreateUserBody, "password" | "roleIds" | "warehouseId"> & {
  warehouse: string | null;
  role: string | null;
};

const DEMO_USERS: DemoUser[] = [
  {
    firstName: "Olivia",
    lastName: "Ortega",
    email: "operator@example.com",
    warehouse: "DAL",
    entitlements: ["smr_user"],
    type: "operator",
    role: "Administrator",
  },
  {
    firstName: "Casey",
    lastName: "Clarke",
    email: "client@example.com",
    warehouse: null,
    entitlements: ["client_user"],
    type: "client",
    role: "Client Administrator",
  },
  {
    firstName: "Victor",
    lastName: "Vance",
    email: "vendor@example.com",
    warehouse: "DAL",
    entitlements: ["vendor_user"],
    type: "vendor",
    role: null,
  },
  {
    firstName: "Ramon",
    lastName: "Reyes",
    email: "ramon.reyes@example.com",
    warehouse: "DAL",
    entitlements: ["smr_user"],
    type: "operator",
    role: "Receiving",
  },
  {
    firstName: "Priya",
    lastName: "Patel",
    email: "priya.patel@example.com",
    warehouse: "PHX",
    entitlements: ["smr_user"],
    type: "operator",
    role: "Processing Technician",
  },
  {
    firstName: "Frank",
    lastName: "Fischer",
    email: "frank.fischer@example.com",
    warehouse: "DAL",
    entitlements: ["smr_user", "finance"],
    type: "finance_admin",
    role: "Finance",
  },
  {
    firstName: "Leah",
    lastName: "Lindqvist",
    email: "leah.lindqvist@example.com",
    warehouse: "PHX",
    entitlements: ["smr_user"],
    type: "operator",
    role: "Logistics Coordinator",
  },
  {
    firstName: "Dana",
    lastName: "Dubois",
    email: "dana.dubois@example.com",
    warehouse: null,
    entitlements: ["client_user"],
    type: "client",
    role: "Client User",
  },
  {
    firstName: "Marco",
    lastName: "Moretti",
    email: "marco.moretti@example.com",
    warehouse: null,
    entitlements: ["client_viewer"],
    type: "client",
    role: "Client Viewer",
  },
];

/** Demo data for a first start; never part of a production seed. */
export async function seedDemo(db: Db, files: FileStore) {
  // The demo queues jobs as the screens do (a certificate's mails): the queue must exist first.
  await createJobQueues(db, files);
  await db
    .insert(warehouses)
    .values([
      { shortName: "DAL", name: "Dallas Recovery Center" },
      { shortName: "PHX", name: "Phoenix Processing Hub" },
    ])
    .onConflictDoNothing();
  const warehouseIds = new Map((await db.select().from(warehouses)).map((w) => [w.shortName, w.id]));
  const roleIds = new Map((await db.select().from(roles)).map((r) => [`${r.type}:${r.name}`, r.id]));
  const ctx = { db, actor: SYSTEM_ACTOR };
  for (const { warehouse, role, ...user } of DEMO_USERS) {
    const roleType = user.type === "client" ? "client" : "operator";
    const roleId = role ? roleIds.get(`${roleType}:${role}`) : undefined;
    await createUser(ctx, {
      ...user,
      password: DEMO_PASSWORD,
      warehouseId: warehouse ? (warehouseIds.get(warehouse) ?? null) : null,
      roleIds: roleId ? [roleId] : [],
    });
  }
  const clientAccountIds = await seedDemoAccounts(await demoOperatorContext(db), files);
  await seedDemoInboundRequests(db);
  await seedCatalogueDemo(await demoOperatorContext(db));
  await seedPricingDemo(db, { clientAccountIds });
  await seedDemoLocations(await demoOperatorContext(db));
  await seedDemoInbound(await demoOperatorContext(db));
  await seedDemoAsns(await demoOperatorContext(db));
  await seedDemoAssets(await demoOperatorContext(db));
  await seedDemoWork(await demoOperatorContext(db));
  await seedDemoTests(db);
  await seedDemoItad(await demoOperatorContext(db));
  await seedDemoSanitization(await demoOperatorContext(db), files);
  // Stock: received loads put away, then a cycle count and a pick list on what was put away.
  await seedDemoInventory(await demoOperatorContext(db));
  await seedDemoCycleCounts(await demoOperatorContext(db));
  await seedDemoPicking(await demoOperatorContext(db));
  await seedDemoOutbound(await demoOperatorContext(db));
  await seedDemoRedeployments(await demoOperatorContext(db));
  await seedDemoListings(await demoOperatorContext(db));
  // Settlement uses the pricing, work and listings demos' programs, prices and listing shelf.
  await seedDemoSettlement(await demoOperatorContext(db));
  await seedDemoParcels(await demoOperatorContext(db));
  await seedDemoPickups(await demoOperatorContext(db));
  await seedDemoTasks(await demoOperatorContext(db));
  await seedDemoSupport(await demoOperatorContext(db));
  await seedDemoSurveys(await demoOperatorContext(db));
  await seedDemoNotifications(await demoOperatorContext(db));
  // Last: spreads the loads the demos received over twelve weeks and refreshes the rollups.
  await seedDemoDashboards(db);
  await seedDemoReports(db);
}
