import { RedeploymentOrderBody } from "@ops/domain";
import { sql } from "drizzle-orm";
import { createOrder, updateOrder } from "../../areas/listings/redeployments.service";
import type { ServiceContext } from "../../platform/context";
import { receiveDemoStock } from "./demo-inventory";

const ACCOUNT = "Northwind Health";
const PRODUCT = "Dell Latitude 7420";
const PREFIX = "NWR";

/** Laptops Northwind Health keeps for its people: put at DAL's customer redeployment location. */
const SERIALS: [string, string, null][] = [
  ["5CG3101R01", "DAL-RDP", null],
  ["5CG3101R02", "DAL-RDP", null],
  ["5CG3101R03", "DAL-RDP", null],
  ["5CG3101R04", "DAL-RDP", null],
  ["5CG3101R05", "DAL-RDP", null],
  ["5CG3101R06", "DAL-RDP", null],
];
/** Their grades, in the same order. */
const GRADES = ["A", "A", "A", "A", "B", "B"];

/**
 * The redeployment demo (issue 19), through the use cases where there is one: Northwind Health's
 * laptops received and put at DAL-RDP, graded and erased (what grading and erasure import leave),
 * its program charging a hard drive redeploy charge, and one order submitted for an employee
 * (two grade A laptops reserved onto an outbound load back to the client).
 */
export async function seedDemoRedeployments(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  await receiveDemoStock(operator, [
    {
      account: ACCOUNT,
      prefix: PREFIX,
      inboundAttributes: {
        projectType: "Business as Usual",
        businessUnit: "CC 4410 / GL 7200 / Co 01 for Grace Holloway",
      },
      serialProduct: PRODUCT,
      pallets: [],
      serials: SERIALS,
      yieldPrices: {},
    },
  ]);
  const barcodes = SERIALS.map((_, i) => `${PREFIX}S${String(i + 1).padStart(4, "0")}`);
  for (const [i, barcode] of barcodes.entries())
    await db.execute(sql`update assets set grade = ${GRADES[i] ?? "A"} where barcode = ${barcode}`);
  await db.execute(sql`
    insert into sanitization_records (asset_id, kind, method, tool, passes, result, verified, started_at, finished_at)
    select id, 'erasure', 'purge', 'Blancco 7', 1, 'passed', true, now() - interval '3 days', now() - interval '3 days' + interval '40 minutes'
    from assets where barcode = any(${sql.param(barcodes)}::text[])`);
  // The client's program charges for each redeployed drive.
  await db.execute(sql`
    update programs set rules = rules || ${JSON.stringify([{ type: "hard_drive_redeploy_charge", params: { amountPerDrive: 15 } }])}::jsonb
    where id = (select p.id from programs p join accounts a on a.id = p.account_id
                where a.name = ${ACCOUNT} and p.active order by p.id limit 1)`);
  const ids = (await db.execute(sql`
    select (select id from accounts where name = ${ACCOUNT}) as account_id,
           (select id from warehouses where short_name = 'DAL') as warehouse_id,
           (select id from products where name = ${PRODUCT} order by id limit 1) as product_id`)) as unknown as {
    rows: { account_id: number; warehouse_id: number; product_id: number }[];
  };
  const row = ids.rows[0];
  if (!row) throw new Error("the redeployment demo's account, warehouse or product is missing");
  const order = await createOrder(
    operator,
    RedeploymentOrderBody.parse({
      accountId: row.account_id,
      warehouseId: row.warehouse_id,
      recipientName: "Maya Chen",
      recipientEmail: "maya.chen@northwind.example.com",
      recipientPhone: "+1 214 555 0142",
      address: {
        line1: "2201 Ross Ave",
        line2: "Suite 400",
        city: "Dallas",
        region: "TX",
        postalCode: "75201",
        country: "US",
      },
      neededBy: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      notes: "New hire starting on the 1st: a laptop and a spare.",
      lines: [{ productId: row.product_id, grade: "A", quantity: 2 }],
    }),
  );
  await updateOrder(operator, order.id, { status: "submitted" });
}
