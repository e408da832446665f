import { ActivityBody, type ActivityInput, ClosedDateBody, type InboundStatus } from "@ops/domain";
import { and, asc, eq } from "drizzle-orm";
import { createActivity, updateActivity } from "../../areas/activities/activities.service";
import { createClosedDate } from "../../areas/activities/closed-dates.service";
import type { ServiceContext } from "../../platform/context";
import { accounts, accountUsers, carriers, programs, users, warehouses } from "../schema";
import { ensureWarehouseActivities } from "./warehouse-activities";

/** A calendar date `days` from today (UTC), so the demo's dock schedule is always current. */
function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The steps a demo load takes after it is scheduled, to reach each status of the life cycle. */
const PATH: Record<InboundStatus, InboundStatus[]> = {
  requested: [],
  scheduled: [],
  received: ["received"],
  processed: ["received", "processed"],
  priced: ["received", "processed", "priced"],
  invoiced: ["received", "processed", "priced", "invoiced"],
  closed: ["received", "processed", "priced", "invoiced", "closed"],
  canceled: ["canceled"],
};

type DemoLoad = {
  key: string;
  account: string;
  warehouse: "DAL" | "PHX";
  status: InboundStatus;
  day?: number;
  time?: string;
  size: ActivityInput["shipmentSize"];
  vendor?: boolean;
  coordinator?: boolean;
  parent?: string;
  description?: string;
  /** For accounts on the standard form, which has no reference of its own. */
  clientRef?: string;
  attributes?: Record<string, unknown>;
};

const BAU = {
  projectType: "Business as Usual",
  businessUnit: "CC 4410 / GL 7200 / Co 01 for Grace Holloway",
};
const DC_CLOSURE = {
  projectType: "Data Center Closure",
  clientRef: "PO-88120",
  businessUnit: "CC 9100 / GL 7250 / Co 01 for Grace Holloway",
};

const LOADS: DemoLoad[] = [
  {
    key: "today-1",
    account: "Northwind Health",
    warehouse: "DAL",
    status: "scheduled",
    day: 0,
    time: "08:30",
    size: "ftl",
    vendor: true,
    coordinator: true,
    attributes: BAU,
    description: "Quarterly refresh: 22 pallets of desktops and monitors",
  },
  {
    key: "today-2",
    account: "Northwind Health – Dallas Clinic",
    warehouse: "DAL",
    status: "scheduled",
    day: 0,
    time: "13:00",
    size: "ltl",
    attributes: BAU,
  },
  {
    key: "tomorrow",
    account: "Acme Telecom",
    warehouse: "DAL",
    status: "scheduled",
    day: 1,
    time: "10:00",
    size: "partial",
    vendor: true,
    attributes: { serializedAssets: true, dcaNumbers: ["DCA 4411-A", "dca7702"] },
  },
  {
    key: "itpac",
    account: "Globex Software",
    warehouse: "PHX",
    status: "scheduled",
    day: 2,
    time: "09:15",
    size: "ltl",
    coordinator: true,
    attributes: {
      supplierJobType: "ITPAC",
      msPoNumber: "4500123987",
      collectionSiteName: "Tempe Campus",
      collectionSiteCode: "TMP-02",
      msCollectionTicketNumber: "CT-55190",
    },
  },
  {
    key: "phx-untimed",
    clientRef: "TB-2026-118",
    account: "Initech Computers",
    warehouse: "PHX",
    status: "scheduled",
    day: 3,
    size: "ftl",
    vendor: true,
  },
  {
    key: "parcel",
    clientRef: "RMA-40721",
    account: "Umbrella Mobile",
    warehouse: "PHX",
    status: "requested",
    size: "parcel",
    description: "Returned handsets from three stores",
  },
  {
    key: "dc-closure",
    account: "Northwind Health",
    warehouse: "DAL",
    status: "requested",
    size: "turnkey",
    coordinator: true,
    attributes: DC_CLOSURE,
  },
  {
    key: "parent",
    account: "Northwind Health",
    warehouse: "DAL",
    status: "scheduled",
    day: 4,
    time: "11:00",
    size: "parent",
    attributes: DC_CLOSURE,
    description: "Data center exit, two trucks",
  },
  {
    key: "child-1",
    account: "Northwind Health",
    warehouse: "DAL",
    status: "scheduled",
    day: 4,
    time: "11:30",
    size: "ftl",
    parent: "parent",
    attributes: DC_CLOSURE,
  },
  {
    key: "child-2",
    account: "Northwind Health",
    warehouse: "DAL",
    status: "scheduled",
    day: 4,
    time: "14:00",
    size: "ltl",
    parent: "parent",
    attributes: DC_CLOSURE,
  },
  {
    key: "received",
    account: "Acme Telecom – Outside Plant",
    warehouse: "DAL",
    status: "received",
    day: -3,
    time: "09:00",
    size: "swap_bin",
    attributes: { serializedAssets: false, dcaNumbers: [] },
  },
  {
    key: "processed",
    account: "Globex Software",
    warehouse: "PHX",
    status: "processed",
    day: -10,
    time: "10:30",
    size: "partial",
    attributes: { supplierJobType: "Buyback" },
  },
  {
    key: "priced",
    account: "Northwind Health",
    warehouse: "DAL",
    status: "priced",
    day: -15,
    time: "08:00",
    size: "ftl",
    attributes: BAU,
  },
  {
    key: "invoiced",
    clientRef: "TB-2026-097",
    account: "Initech Computers",
    warehouse: "PHX",
    status: "invoiced",
    day: -25,
    time: "15:45",
    size: "ltl",
  },
  {
    key: "closed",
    account: "Acme Telecom",
    warehouse: "DAL",
    status: "closed",
    day: -40,
    time: "07:30",
    size: "ftl",
    attributes: { serializedAssets: true, dcaNumbers: ["DCA1009"] },
  },
  {
    key: "canceled",
    account: "Umbrella Mobile",
    warehouse: "PHX",
    status: "canceled",
    day: 5,
    time: "12:00",
    size: "parcel",
  },
];

async function idByName<T extends { id: number }>(rows: Promise<T[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`the demo ${what} is missing`);
  return row.id;
}

/**
 * Demo inbound data through the activity services: the vendor user acting for Evergreen Metals
 * Recovery, inbound loads in every status at DAL and PHX with dock dates around today (a parent
 * load with two children among them), and two closed dock days in the coming weeks.
 */
export async function seedDemoInbound(ctx: ServiceContext): Promise<void> {
  const { db } = ctx;
  await ensureWarehouseActivities(db);
  const vendorAccount = await idByName(
    db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, "Evergreen Metals Recovery")),
    "vendor account",
  );
  const vendorUser = await idByName(
    db.select({ id: users.id }).from(users).where(eq(users.email, "vendor@example.com")),
    "vendor user",
  );
  await db
    .insert(accountUsers)
    .values({ accountId: vendorAccount, userId: vendorUser })
    .onConflictDoNothing();
  const coordinator = await idByName(
    db.select({ id: users.id }).from(users).where(eq(users.email, "leah.lindqvist@example.com")),
    "logistics coordinator",
  );
  const warehouseIds = new Map((await db.select().from(warehouses)).map((w) => [w.shortName, w.id]));
  const carrierIds = new Map((await db.select().from(carriers)).map((c) => [c.name, c.id]));
  const carrierOf = {
    DAL: carrierIds.get("Lone Star Freight Lines"),
    PHX: carrierIds.get("Desert Sun Logistics"),
  };

  const slugs = new Map<string, string>();
  for (const load of LOADS) {
    const accountId = await idByName(
      db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, load.account)),
      `account ${load.account}`,
    );
    const [program] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.accountId, accountId), eq(programs.active, true)))
      .orderBy(asc(programs.id))
      .limit(1);
    const created = await createActivity(
      ctx,
      ActivityBody.parse({
        type: "inbound",
        status: load.day === undefined ? "requested" : "scheduled",
        accountId,
        programId: program?.id ?? null,
        warehouseId: warehouseIds.get(load.warehouse),
        shipmentSize: load.size,
        transportType: load.warehouse === "DAL" ? "contracted_cdl" : "internal_box_truck",
        carrierId: load.day === undefined ? null : (carrierOf[load.warehouse] ?? null),
        logisticsCoordinatorId: load.coordinator ? coordinator : null,
        vendorAccountId: load.vendor ? vendorAccount : null,
        // A load that came in days ago is dated then as it is received: a new load's dock date
        // cannot lie in the past (packages/domain dates.rules).
        scheduledDate: load.day === undefined ? null : isoDate(Math.max(load.day, 0)),
        scheduledTime: load.time ?? null,
        routine: load.size === "ltl",
        gateControl: load.warehouse === "DAL",
        description: load.description ?? null,
        clientRef: load.clientRef ?? null,
        parentSlug: load.parent ? (slugs.get(load.parent) ?? null) : null,
        attributes: load.attributes ?? {},
      }),
    );
    slugs.set(load.key, created.slug);
    for (const [step, status] of PATH[load.status].entries()) {
      const dated = step === 0 && load.day !== undefined && load.day < 0;
      await updateActivity(
        ctx,
        created.slug,
        dated ? { status, scheduledDate: isoDate(load.day ?? 0) } : { status },
      );
    }
  }

  await createClosedDate(
    ctx,
    ClosedDateBody.parse({
      warehouseId: warehouseIds.get("DAL"),
      date: isoDate(12),
      reason: "Dock resurfacing",
    }),
  );
  await createClosedDate(
    ctx,
    ClosedDateBody.parse({
      warehouseId: warehouseIds.get("PHX"),
      date: isoDate(19),
      reason: "Annual inventory count",
    }),
  );
}
