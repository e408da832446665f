import { ListingBody } from "@ops/domain";
import { sql } from "drizzle-orm";
import { sellOnListing } from "../../areas/listings/listing-asset-actions";
import { reserveOnListing } from "../../areas/listings/listing-reserve";
import { createListing } from "../../areas/listings/listings.service";
import type { ServiceContext } from "../../platform/context";
import { receiveDemoStock } from "./demo-inventory";

const ACCOUNT = "Northwind Health";
const PRODUCT = "Dell Latitude 7420";
const PREFIX = "NWL";
const SERIALS: [string, string, null][] = [
  ["5CG3207L01", "DAL-ECM-01", null],
  ["5CG3207L02", "DAL-ECM-01", null],
  ["5CG3207L03", "DAL-ECM-01", null],
  ["5CG3207L04", "DAL-ECM-01", null],
];
export const DEMO_LISTING_TITLE = "Dell Latitude 7420, grade B, tested and wiped";
export const DEMO_LISTING_BARCODES = SERIALS.map((_, i) => `${PREFIX}S${String(i + 1).padStart(4, "0")}`);

/**
 * The listings demo (issue 19), through the use cases: four grade B laptops received at DAL onto its eCommerce listing shelf, graded
 * (their floor price the Laptops grade B cutline) and erased with a verified record, listed on
 * the auction marketplace at 180.00; the first sold for 175.00.
 */
export async function seedDemoListings(operator: ServiceContext): Promise<void> {
  const { db } = operator;
  await receiveDemoStock(operator, [
    {
      account: ACCOUNT,
      prefix: PREFIX,
      inboundAttributes: {
        projectType: "Business as Usual",
        businessUnit: "CC 4410 / GL 7200 / Co 01 for resale",
      },
      serialProduct: PRODUCT,
      pallets: [],
      serials: SERIALS,
      yieldPrices: {},
    },
  ]);

  const barcodes = DEMO_LISTING_BARCODES;
  await db.execute(sql`
    update assets a set grade = 'B', floor_price = coalesce((
      select c.min_price from product_assets pa join products p on p.id = pa.product_id
      join ecommerce_cutlines c on c.class_id = p.class_id and c.grade = 'B'
      where pa.asset_id = a.id order by pa.position limit 1), 0)
    where a.barcode = any(${sql.param(barcodes)}::text[])`);
  await db.execute(sql`
    insert into sanitization_records (asset_id, kind, method, tool, passes, result, verified, started_at, finished_at)
    select id, 'erasure', 'purge', 'Blancco 7', 1, 'passed', true, now() - interval '2 days', now() - interval '2 days' + interval '35 minutes'
    from assets where barcode = any(${sql.param(barcodes)}::text[])`);
  const [product] = (
    (await db.execute(
      sql`select id from products where name = ${PRODUCT} order by id limit 1`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  if (!product) throw new Error(`the listings demo's product ${PRODUCT} is missing`);
  const listing = await createListing(
    operator,
    ListingBody.parse({
      title: DEMO_LISTING_TITLE,
      description:
        "Intel i5, 16 GB, 256 GB SSD. Light wear on the lid; battery above 85%. Data erased (NIST purge).",
      productId: Number(product.id),
      grade: "B",
      platform: "auction_marketplace",
      price: 180,
      reference: "110587342911",
      status: "listed",
    }),
  );
  await db.transaction(async (tx) => {
    const listed = await reserveOnListing(tx, listing.id, barcodes, operator.actor.id);
    const first = listed[0];
    if (first)
      await sellOnListing(
        tx,
        listing.id,
        [{ assetId: first.id, salePrice: 175, buyer: "techdeals_tx", saleReference: "23-11021-55810" }],
        operator.actor.id,
      );
  });
}
