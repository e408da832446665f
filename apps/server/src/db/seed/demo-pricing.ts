import {
  PricebookBody,
  type PriceEntryInput,
  PricesBody,
  ProgramBody,
  type ProgramInput,
  type ProgramTemplate,
  ProgramTemplateBody,
  type ServiceCategory,
} from "@ops/domain";
import { inArray, sql } from "drizzle-orm";
import { createPricebook, saveAccountPrices, savePricebookPrices } from "../../areas/accounts/prices.service";
import { createProgram, createTemplate } from "../../areas/accounts/programs.service";
import type { Db } from "../client";
import { products, services } from "../schema";
import { demoOperatorContext } from "./demo-actor";

const DEMO_SERVICES: { name: string; category: ServiceCategory }[] = [
  { name: "Data destruction – on-site shredding", category: "certified_destruction" },
  { name: "Data destruction – off-site shredding", category: "certified_destruction" },
  { name: "Certificate of destruction", category: "certified_destruction" },
  { name: "Hard drive wiping (NIST 800-88)", category: "secure_itad" },
  { name: "Mobile device data wipe", category: "secure_itad" },
  { name: "Asset tagging", category: "secure_itad" },
  { name: "White glove packing", category: "secure_itad" },
  { name: "Asset remarketing", category: "secure_itad" },
  { name: "Certificate of recycling", category: "responsible_recycling" },
  { name: "Pallet sort and weigh", category: "responsible_recycling" },
  { name: "Freight – LTL", category: "responsible_recycling" },
  { name: "Freight – full truckload", category: "responsible_recycling" },
  { name: "Prepaid return kit (parcel)", category: "parcel" },
];

const DEMO_PRODUCTS: { name: string; type: "palletized" | "serialized" | "in_stock" }[] = [
  { name: "Laptop – business grade", type: "serialized" },
  { name: "Desktop – small form factor", type: "serialized" },
  { name: "Server – 1U rack", type: "serialized" },
  { name: "Server – 2U rack", type: "serialized" },
  { name: "Smartphone", type: "serialized" },
  { name: "Tablet", type: "serialized" },
  { name: "LCD monitor 22–27 in", type: "serialized" },
  { name: "Network switch", type: "serialized" },
  { name: "Power cables – mixed", type: "in_stock" },
  { name: "Laptop batteries – lithium ion", type: "in_stock" },
  { name: "Hard drives – 3.5 in loose", type: "in_stock" },
  { name: "RAM modules – DDR4", type: "in_stock" },
  { name: "Keyboards and mice", type: "in_stock" },
  { name: "Circuit boards – high grade", type: "palletized" },
  { name: "Circuit boards – low grade", type: "palletized" },
  { name: "Mixed e-scrap", type: "palletized" },
  { name: "CRT monitors", type: "palletized" },
  { name: "Insulated copper wire", type: "palletized" },
  { name: "Aluminum heat sinks", type: "palletized" },
  { name: "Lead-acid UPS batteries", type: "palletized" },
  { name: "Shredded plastic housings", type: "palletized" },
];

const TEMPLATES: (Omit<ProgramTemplateBody, "serviceIds" | "description"> & {
  description: string;
  services: string[];
})[] = [
  {
    name: "Secure ITAD – standard",
    description: "Wiped, tagged and remarketed IT assets with a revenue share and a drive credit.",
    serviceCategories: ["secure_itad", "certified_destruction"],
    services: [
      "Hard drive wiping (NIST 800-88)",
      "Data destruction – on-site shredding",
      "Certificate of destruction",
      "Asset tagging",
      "White glove packing",
      "Asset remarketing",
    ],
    rules: [
      { type: "program_rev_share_pricing", params: { clientSharePercent: 70 } },
      { type: "hard_drive_credit", params: { amountPerDrive: 2.5 } },
      { type: "triage_service_charge", params: { amount: 4 } },
      // A load of the program gets its shop order, with the program's services, when it is received.
      { type: "sow_automated_shop_order", params: { sowName: "Secure ITAD – wipe, tag and remarket" } },
      { type: "move_load_to_priced", params: { whenProcessed: true } },
    ],
  },
  {
    name: "Responsible recycling – pallets",
    description: "Palletized e-scrap collected by freight, sorted, weighed and settled by yield.",
    serviceCategories: ["responsible_recycling"],
    services: [
      "Certificate of recycling",
      "Pallet sort and weigh",
      "Freight – LTL",
      "Freight – full truckload",
    ],
    rules: [
      { type: "tiered_freight_cost", params: { baseAmount: 175, perMileAmount: 1.85 } },
      { type: "sort_settle_account_pricing", params: {} },
      { type: "move_load_to_priced", params: { whenProcessed: false } },
    ],
  },
];

/** A demo operator as the actor of a save, so the price history shows a person. */
/** Inserts the catalogue rows once (the catalogue area will own them) and answers ids by name. */
async function seedCatalogue(db: Db): Promise<Map<string, number>> {
  await db.insert(services).values(DEMO_SERVICES).onConflictDoNothing();
  await db.insert(products).values(DEMO_PRODUCTS).onConflictDoNothing();
  const ids = new Map<string, number>();
  const serviceRows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(
      inArray(
        sql`lower(${services.name})`,
        DEMO_SERVICES.map((s) => s.name.toLowerCase()),
      ),
    );
  const productRows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      inArray(
        sql`lower(${products.name})`,
        DEMO_PRODUCTS.map((p) => p.name.toLowerCase()),
      ),
    );
  for (const r of [...serviceRows, ...productRows]) ids.set(r.name, r.id);
  return ids;
}

function idOf(ids: Map<string, number>, name: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo item missing: ${name}`);
  return id;
}

type Line = [
  item: string,
  kind: "product" | "service",
  method: PriceEntryInput["method"],
  unit: PriceEntryInput["unit"],
  price: number,
];

/** Builds entries from compact lines; `factor` varies prices between accounts. */
function entries(ids: Map<string, number>, lines: Line[], factor = 1): PriceEntryInput[] {
  return lines.map(([item, kind, method, unit, price]) => ({
    productId: kind === "product" ? idOf(ids, item) : null,
    serviceId: kind === "service" ? idOf(ids, item) : null,
    method,
    unit,
    // A revenue share is a percentage, the same for every account.
    price: (method === "revenue_share" ? price : price * factor).toFixed(2),
  }));
}

const INBOUND: Line[] = [
  ["Hard drive wiping (NIST 800-88)", "service", "unit_price", "pieces", 12],
  ["Data destruction – on-site shredding", "service", "unit_price", "pieces", 8.5],
  ["Certificate of recycling", "service", "lump_sum", "charge", 25],
  ["Freight – LTL", "service", "lump_sum", "charge", 350],
  ["Mixed e-scrap", "product", "unit_price", "lbs", 0.12],
  ["CRT monitors", "product", "unit_price", "lbs", 0.35],
  ["Laptop – business grade", "product", "unit_price", "credit", 35],
  ["Server – 2U rack", "product", "serial_asset", "pieces", 60],
];

const OUTBOUND: Line[] = [
  ["Circuit boards – high grade", "product", "unit_price", "lbs", 3.85],
  ["Circuit boards – low grade", "product", "unit_price", "lbs", 1.1],
  ["Insulated copper wire", "product", "unit_price", "lbs", 1.95],
  ["Aluminum heat sinks", "product", "unit_price", "lbs", 0.78],
  ["Laptop – business grade", "product", "revenue_share", "pieces", 70],
  ["Smartphone", "product", "revenue_share", "pieces", 70],
];

const PRICEBOOK: Line[] = [
  ["Circuit boards – high grade", "product", "unit_price", "lbs", 3.6],
  ["Circuit boards – low grade", "product", "unit_price", "lbs", 1.05],
  ["Mixed e-scrap", "product", "unit_price", "lbs", 0.1],
  ["Insulated copper wire", "product", "unit_price", "lbs", 1.8],
  ["Aluminum heat sinks", "product", "unit_price", "lbs", 0.72],
  ["Lead-acid UPS batteries", "product", "unit_price", "lbs", 0.32],
  ["Shredded plastic housings", "product", "unit_price", "lbs", 0.04],
  ["CRT monitors", "product", "unit_price", "lbs", 0.3],
  ["Pallet sort and weigh", "service", "unit_price", "pallet", 18],
  ["Certificate of recycling", "service", "lump_sum", "charge", 25],
];

/**
 * Demo services, products, program templates, one program per client account, inbound and
 * outbound prices per client account (two versions of the first one's outbound prices, so the
 * history has something to show) and one price book. Goes through the services like the screens.
 */
export async function seedPricingDemo(db: Db, accountIds: { clientAccountIds: number[] }) {
  const ids = await seedCatalogue(db);
  const finance = await demoOperatorContext(db, "frank.fischer@example.com");
  const operator = await demoOperatorContext(db);

  const templates: ProgramTemplate[] = [];
  for (const { services: names, ...template } of TEMPLATES) {
    const body = ProgramTemplateBody.parse({ ...template, serviceIds: names.map((n) => idOf(ids, n)) });
    templates.push(await createTemplate(operator, body));
  }

  for (const [index, accountId] of accountIds.clientAccountIds.entries()) {
    const template = templates[index % templates.length];
    if (!template) break;
    const program: ProgramInput = {
      name: template.name.startsWith("Secure") ? "Secure ITAD program" : "Recycling program",
      description: `Started from the template "${template.name}".`,
      templateId: template.id,
    };
    await createProgram(operator, accountId, ProgramBody.parse(program));

    const factor = 1 + index * 0.05;
    await saveAccountPrices(
      finance,
      accountId,
      "inbound",
      PricesBody.parse({ entries: entries(ids, INBOUND, factor) }),
    );
    await saveAccountPrices(
      finance,
      accountId,
      "outbound",
      PricesBody.parse({ entries: entries(ids, OUTBOUND, factor) }),
    );
    if (index === 0) {
      // A later revision by another person: copper and high-grade boards up, heat sinks dropped, a line added.
      const raised = new Set(["Circuit boards – high grade", "Insulated copper wire"]);
      const revised = OUTBOUND.filter(([item]) => item !== "Aluminum heat sinks").map(
        ([item, kind, method, unit, price]): Line => [
          item,
          kind,
          method,
          unit,
          raised.has(item) ? price * 1.08 : price,
        ],
      );
      revised.push(["Hard drives – 3.5 in loose", "product", "unit_price", "pieces", 4.25]);
      await saveAccountPrices(
        operator,
        accountId,
        "outbound",
        PricesBody.parse({ entries: entries(ids, revised, factor), baseVersion: 1 }),
      );
    }
  }

  const pricebook = await createPricebook(
    finance,
    PricebookBody.parse({
      name: "Standard e-scrap 2026",
      description: "Default per-pound rates for palletized e-scrap accounts without prices of their own.",
    }),
  );
  await savePricebookPrices(finance, pricebook.id, PricesBody.parse({ entries: entries(ids, PRICEBOOK) }));
}
