import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROGRAM_RULE_TYPE_IDS } from "../enums/programs";
import { formatCents, formatUnits, lineAmountCents, parseUnits } from "./decimal";
import {
  freightLines,
  hardDriveLines,
  type InboundPrice,
  inStatementOrder,
  manualAmountCents,
  PRICING_RULE_TYPES,
  type PricingRule,
  parsePricingRules,
  revenueShareLines,
  serviceLines,
  settlesByRevenueShare,
  statementNumber,
  totalsOf,
  triageLines,
  type ValueContext,
  type ValueGroup,
  valueLines,
} from "./settlement.rules";
import { SETTLEMENT_LINE_KIND_IDS, type SettlementLine } from "./settlement.schemas";

const DAY = "2026-11-27";
const c = (text: string) => parseUnits(text, 2) as bigint;

const storedRule = fc.record({
  type: fc.oneof(fc.constantFrom(...PROGRAM_RULE_TYPE_IDS), fc.string()),
  params: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue()),
});

describe("reading the program's pricing rules", () => {
  it("never throws, answers pricing rules only, each type once", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(storedRule), fc.jsonValue()), (stored) => {
        const { rules, skipped } = parsePricingRules(stored);
        const types = [...rules.map((r) => r.type), ...skipped.map((s) => s.type)];
        for (const type of types) expect(PRICING_RULE_TYPES as readonly string[]).toContain(type);
        expect(new Set(types).size).toBe(types.length);
        for (const s of skipped) expect(s.reason.length).toBeGreaterThan(0);
      }),
    );
  });

  it("reads money and percents as exact decimals; missing or invalid parameters are skipped with why", () => {
    const { rules, skipped } = parsePricingRules([
      { type: "fixed_freight_cost", params: { amount: 150.1 } },
      { type: "cost_plus_freight", params: { markupPercent: "12.5" } },
      { type: "tiered_freight_cost", params: { baseAmount: 75 } },
      { type: "program_rev_share_pricing", params: { clientSharePercent: 101 } },
      { type: "hard_drive_credit", params: {} },
      { type: "hard_drive_redeploy_charge", params: { amountPerDrive: 1.005 } },
      { type: "triage_service_charge", params: { amount: "lots" } },
      { type: "import_asn_pricing", params: { overwriteExisting: true } },
      { type: "direct_account_pricing" },
      { type: "fixed_freight_cost", params: { amount: 1 } },
      { type: "hold_asset", params: { holdType: "legal" } },
    ]);
    expect(rules).toEqual([
      { type: "fixed_freight_cost", amount: "150.1000" },
      { type: "cost_plus_freight", markupPercent: "12.5000" },
      { type: "tiered_freight_cost", baseAmount: "75.0000", perMileAmount: null },
      { type: "import_asn_pricing", overwriteExisting: true },
      { type: "direct_account_pricing" },
    ]);
    expect(skipped).toEqual([
      { type: "program_rev_share_pricing", reason: "Client share of revenue must be a percent of 0 to 100" },
      { type: "hard_drive_credit", reason: "Credit per hard drive is missing" },
      {
        type: "hard_drive_redeploy_charge",
        reason: "Charge per redeployed drive must be an amount of 0 or more",
      },
      { type: "triage_service_charge", reason: "Charge per asset must be an amount of 0 or more" },
    ]);
    expect(parsePricingRules([{ type: "import_asn_pricing" }]).rules).toEqual([
      { type: "import_asn_pricing", overwriteExisting: false },
    ]);
  });
});

const anyAmount = fc.bigInt({ min: -(10n ** 10n), max: 10n ** 10n }).map(formatCents);
const anyLine = fc.record({ kind: fc.constantFrom(...SETTLEMENT_LINE_KIND_IDS), amount: anyAmount });

describe("totals", () => {
  it("net is the exact sum of the lines; credits and charges split it by sign; kinds add up to it", () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 40 }), (lines) => {
        const { totals, direction } = totalsOf(lines);
        const net = lines.reduce((n, l) => n + c(l.amount), 0n);
        expect(totals.net).toBe(formatCents(net));
        expect(c(totals.credits) + c(totals.charges)).toBe(net);
        expect(c(totals.credits) >= 0n && c(totals.charges) <= 0n).toBe(true);
        const kinds = [
          totals.value,
          totals.services,
          totals.freight,
          totals.hardDrives,
          totals.triage,
          totals.revenueShare,
          totals.manual,
          totals.adjustments,
        ];
        expect(kinds.reduce((n, k) => n + c(k), 0n)).toBe(net);
        expect(direction).toBe(net > 0n ? "due_to_client" : net < 0n ? "due_from_client" : "settled");
      }),
    );
  });

  it("0.1 + 0.2 lines net exactly 0.30", () => {
    const { totals } = totalsOf([
      { kind: "manual", amount: "0.10" },
      { kind: "manual", amount: "0.20" },
    ]);
    expect(totals).toMatchObject({ manual: "0.30", net: "0.30", credits: "0.30", charges: "0.00" });
  });

  it("orders lines by kind, keeping each kind's order", () => {
    const lines = [
      { kind: "manual" as const, n: 1 },
      { kind: "value" as const, n: 2 },
      { kind: "freight" as const, n: 3 },
      { kind: "value" as const, n: 4 },
    ];
    expect(inStatementOrder(lines).map((l) => l.n)).toEqual([2, 4, 3, 1]);
    expect(statementNumber("dal-in-100042")).toBe("ST-DAL-IN-100042");
  });
});

const group = (g: Partial<ValueGroup>): ValueGroup => ({
  productId: 1,
  productName: "Scrap",
  valuedBy: "list",
  serialized: false,
  price: null,
  assets: 1,
  quantity: "1.000",
  netWeight: "0.000",
  netMissing: 0,
  value: null,
  sharedUnitPrice: null,
  ...g,
});

const ctxOf = (
  rules: PricingRule[],
  prices: Record<number, InboundPrice>,
  loadStatus = "received",
): ValueContext => ({
  rules,
  loadStatus,
  priceListVersion: 3,
  priceOf: (id) => prices[id],
  lineDate: DAY,
});

const DIRECT: PricingRule[] = [{ type: "direct_account_pricing" }];

describe("value lines", () => {
  it("a priced line is quantity × unit price rounded once, whatever the quantities", () => {
    const qty = fc.bigInt({ min: 0n, max: 10n ** 8n }).map((q) => formatUnits(q, 3));
    const price = fc.bigInt({ min: 0n, max: 10n ** 6n }).map((p) => formatCents(p));
    fc.assert(
      fc.property(fc.array(qty, { minLength: 1, maxLength: 5 }), price, (weights, p) => {
        const groups = weights.map((w, i) => group({ netWeight: w, serialized: i % 2 === 0 }));
        const { lines, unpriced } = valueLines(
          groups,
          ctxOf(DIRECT, { 1: { method: "unit_price", unit: "lbs", price: p } }),
        );
        expect(unpriced).toEqual([]);
        expect(lines).toHaveLength(1);
        const total = weights.reduce((n, w) => n + (parseUnits(w, 3) as bigint), 0n);
        expect(lines[0]?.quantity).toBe(formatUnits(total, 3));
        expect(lines[0]?.amount).toBe(formatCents(lineAmountCents(formatUnits(total, 3), p)));
        expect(lines[0]?.source).toBe("Inbound prices v3");
      }),
    );
  });

  it("stored values sum exactly; a unit price shows only when all share it", () => {
    const { lines } = valueLines(
      [
        group({ valuedBy: "yield", netWeight: "1.000", value: "0.10", sharedUnitPrice: "0.1" }),
        group({ valuedBy: "serial", assets: 2, value: "0.30", sharedUnitPrice: null }),
        group({
          productId: 2,
          productName: "Phones",
          valuedBy: "serial",
          assets: 3,
          value: "300.00",
          sharedUnitPrice: "100",
        }),
        group({ valuedBy: "consignment", quantity: "2.000", value: "0.20" }),
      ],
      ctxOf([], {}),
    );
    expect(lines.map((l) => [l.description, l.source, l.quantity, l.unit, l.unitPrice, l.amount])).toEqual([
      ["Phones", "Serial pricing", "3.000", "pieces", "100.0000", "300.00"],
      ["Scrap", "Consignment pricing", "2.000", "pieces", null, "0.20"],
      ["Scrap", "Serial pricing", "2.000", "pieces", null, "0.30"],
      ["Scrap", "Yield pricing", "1.000", "lbs", "0.1000", "0.10"],
    ]);
    expect(totalsOf(lines).totals.value).toBe("300.60");
  });

  it("ASN prices: one price shows it, several sum per price", () => {
    const asn: PricingRule[] = [{ type: "import_asn_pricing", overwriteExisting: false }];
    const one = valueLines([group({ valuedBy: "asn", price: "0.3333", quantity: "3.000" })], ctxOf(asn, {}));
    expect(one.lines.map((l) => [l.unitPrice, l.amount, l.rule])).toEqual([
      ["0.3333", "1.00", "import_asn_pricing"],
    ]);
    const two = valueLines(
      [
        group({ valuedBy: "asn", price: "0.3333", quantity: "3.000" }),
        group({ valuedBy: "asn", price: "80", quantity: "1.000" }),
      ],
      ctxOf(asn, {}),
    );
    expect(two.lines.map((l) => [l.quantity, l.unitPrice, l.amount])).toEqual([["4.000", null, "81.00"]]);
  });

  it("names every product no price reached, with why", () => {
    const g = (productId: number, extra: Partial<ValueGroup> = {}) =>
      group({ productId, productName: `P${productId}`, netWeight: "5.000", ...extra });
    const prices: Record<number, InboundPrice> = {
      2: { method: "unit_price", unit: "hours", price: "1" },
      3: { method: "sort_settle", unit: "lbs", price: "1" },
      4: { method: "revenue_share", unit: "pieces", price: "1" },
      5: { method: "unit_price", unit: "lbs", price: "1" },
    };
    const groups = [g(1), g(2), g(3), g(4), g(5, { netMissing: 1 })];
    const reasons = (rules: PricingRule[], status = "received") =>
      valueLines(groups, ctxOf(rules, prices, status)).unpriced.map((u) => [u.productId, u.reason]);
    expect(reasons(DIRECT)).toEqual([
      [1, "The account's inbound prices have no price for it"],
      [2, "Its inbound price is per hours, not per lbs, pieces or pallet"],
      [3, "Dependent upon yield: the program has no sort and settle rule"],
      [4, "Priced by revenue share: the program has no revenue share rule"],
      [5, "Priced per lb but some of it has no net weight"],
    ]);
    expect(reasons([...DIRECT, { type: "sort_settle_account_pricing" }])[2]).toEqual([
      3,
      "Waits for the final yield (the load is processed)",
    ]);
    for (const status of ["processed", "priced", "invoiced", "closed"])
      expect(
        reasons([...DIRECT, { type: "sort_settle_account_pricing" }], status).map((r) => r[0]),
      ).not.toContain(3);
    expect(reasons([])).toEqual(
      [1, 2, 3, 4, 5].map((id) => [
        id,
        id === 3
          ? "Dependent upon yield: the program has no sort and settle rule"
          : "No price: the program has no direct account pricing rule",
      ]),
    );
  });

  it("serialized devices without value under a revenue share rule are neither lines nor unpriced", () => {
    const share: PricingRule[] = [{ type: "program_rev_share_pricing", clientSharePercent: "70.0000" }];
    const { lines, unpriced } = valueLines(
      [group({ serialized: true }), group({ productId: 2, productName: "Bins" })],
      ctxOf(share, {}),
    );
    expect(lines).toEqual([]);
    expect(unpriced.map((u) => u.productId)).toEqual([2]);
    // The price list does not value them as well: they settle by their sales only.
    const listed = valueLines(
      [group({ serialized: true })],
      ctxOf([...share, { type: "direct_account_pricing" }], {
        1: { method: "unit_price", unit: "pieces", price: "9" },
      }),
    );
    expect(listed.lines).toEqual([]);
    expect(listed.unpriced).toEqual([]);
  });
});

const unvalued = { valued: false, asnPriced: false };

describe("rule and service lines: signs and amounts", () => {
  const rules = parsePricingRules([
    { type: "fixed_freight_cost", params: { amount: 150 } },
    { type: "cost_plus_freight", params: { markupPercent: 12.5 } },
    { type: "tiered_freight_cost", params: { baseAmount: 75, perMileAmount: 1.15 } },
    { type: "hard_drive_credit", params: { amountPerDrive: 5 } },
    { type: "hard_drive_redeploy_charge", params: { amountPerDrive: 7.5 } },
    { type: "triage_service_charge", params: { amount: 2.25 } },
    { type: "program_rev_share_pricing", params: { clientSharePercent: 70 } },
  ]).rules;

  it("freight is charged; cost plus and per mile need their inputs", () => {
    const full = freightLines(rules, { carrierCost: "200.10", miles: "123.5" }, "Std", DAY);
    expect(full.lines.map((l) => l.amount)).toEqual(["-150.00", "-225.11", "-75.00", "-142.03"]);
    expect(full.lines.every((l) => l.kind === "freight" && l.source.startsWith("Program Std: "))).toBe(true);
    const bare = freightLines(rules, { carrierCost: null, miles: null }, "Std", DAY);
    expect(bare.lines.map((l) => l.amount)).toEqual(["-150.00", "-75.00"]);
    expect(bare.skipped.map((s) => s.reason)).toEqual([
      "Enter the carrier's cost on the statement",
      "Enter the miles on the statement",
    ]);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 9n }), (cost) => {
        const [, line] = freightLines(
          rules,
          { carrierCost: formatCents(cost), miles: "0" },
          "Std",
          DAY,
        ).lines;
        const amount = -c(line?.amount ?? "0");
        // cost + 12.5% of it, rounded once: never below the cost, within half a cent of exact.
        expect(amount >= cost).toBe(true);
        expect(
          2n * (amount * 1000n - cost * 1125n) <= 1000n && 2n * (amount * 1000n - cost * 1125n) >= -1000n,
        ).toBe(true);
      }),
    );
  });

  it("hard-drive credits are owed, redeploy and triage charged, per piece", () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (drives, redeployed, devices) => {
        const hd = hardDriveLines(rules, { dataBearing: drives, redeployed }, "Std", DAY);
        const triage = triageLines(rules, devices, "Std", DAY);
        const credit = hd.find((l) => l.rule === "hard_drive_credit");
        const charge = hd.find((l) => l.rule === "hard_drive_redeploy_charge");
        expect(credit?.amount ?? "0.00").toBe(formatCents(BigInt(drives) * 500n));
        expect(charge ? c(charge.amount) : 0n).toBe(-BigInt(redeployed) * 750n);
        expect(triage[0] ? c(triage[0].amount) : 0n).toBe(-BigInt(devices) * 225n);
        for (const l of [...hd, ...triage]) expect(l.unit).toBe("pieces");
      }),
    );
  });

  it("revenue share is the client's percent of each sale, rounded once, dated the sale day", () => {
    const lines = revenueShareLines(
      rules,
      [
        { reservationId: 2, barcode: "B2", salePrice: "10.01", soldOn: "2026-11-21", ...unvalued },
        { reservationId: 1, barcode: "B1", salePrice: "123.45", soldOn: "2026-11-20", ...unvalued },
        // A device a pricing run valued was paid for on the statement: its sale is not shared.
        {
          reservationId: 3,
          barcode: "B3",
          salePrice: "50.00",
          soldOn: "2026-11-20",
          valued: true,
          asnPriced: false,
        },
      ],
      "Std",
    );
    expect(lines.map((l) => [l.description, l.amount, l.lineDate, l.reservationId, l.unitPrice])).toEqual([
      ["B1 sold for $123.45 (70% share)", "86.42", "2026-11-20", 1, null],
      ["B2 sold for $10.01 (70% share)", "7.01", "2026-11-21", 2, null],
    ]);
    expect(
      revenueShareLines(
        [],
        [{ reservationId: 1, barcode: "B", salePrice: "1", soldOn: DAY, ...unvalued }],
        "Std",
      ),
    ).toEqual([]);
  });

  it("a sale is shared only when no price valued its device", () => {
    const asnRule = parsePricingRules([
      { type: "import_asn_pricing", params: { overwriteExisting: false } },
    ]).rules;
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (valued, asnPriced, share, asn) => {
        const set = [...(share ? rules : []), ...(asn ? asnRule : [])];
        const expected = share && !valued && !(asnPriced && asn);
        expect(settlesByRevenueShare({ valued, asnPriced }, set)).toBe(expected);
      }),
    );
  });

  it("services are charged by their unit's quantity, credits owed; a lump sum counts once", () => {
    const price = (unit: InboundPrice["unit"], p: string, method = "unit_price"): InboundPrice => ({
      method,
      unit,
      price: p,
    });
    const { lines, skipped } = serviceLines(
      [
        { serviceId: 1, name: "A labor", price: price("hours", "45") },
        { serviceId: 2, name: "B pieces", price: price("pieces", "0.10") },
        { serviceId: 3, name: "C weight", price: price("lbs", "0.02") },
        { serviceId: 4, name: "D pallets", price: price("pallet", "12") },
        { serviceId: 5, name: "E miles", price: price("miles", "2") },
        { serviceId: 6, name: "F fee", price: price("charge", "25") },
        { serviceId: 7, name: "G rebate", price: price("credit", "10") },
        { serviceId: 8, name: "H project", price: price("hours", "300", "lump_sum") },
        { serviceId: 9, name: "I none", price: null },
      ],
      { personHours: "3.333", pieces: "15.5", netWeight: "1000.25", pallets: 2, miles: null },
      1,
      DAY,
    );
    expect(lines.map((l) => [l.description, l.quantity, l.amount])).toEqual([
      ["A labor", "3.333", "-149.99"],
      ["B pieces", "15.500", "-1.55"],
      ["C weight", "1000.250", "-20.01"],
      ["D pallets", "2.000", "-24.00"],
      ["F fee", "1.000", "-25.00"],
      ["G rebate", "1.000", "10.00"],
      ["H project", "1.000", "-300.00"],
    ]);
    expect(skipped).toEqual([
      { type: "service", reason: "Enter the miles on the statement for E miles" },
      { type: "service", reason: "No inbound price for I none" },
    ]);
  });

  it("a typed line is owed to the client as a credit and charged otherwise", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 8n }), fc.bigInt({ min: 0n, max: 10n ** 8n }), (q, p) => {
        const line = { quantity: formatUnits(q, 3), unitPrice: formatUnits(p, 4) };
        const credit = manualAmountCents({ ...line, direction: "credit" });
        expect(credit >= 0n).toBe(true);
        expect(manualAmountCents({ ...line, direction: "charge" })).toBe(-credit);
      }),
    );
  });

  it("every built line passes the statement line schema's shapes", () => {
    const all: SettlementLine[] = [
      ...freightLines(rules, { carrierCost: "1", miles: "1" }, "Std", DAY).lines,
      ...hardDriveLines(rules, { dataBearing: 1, redeployed: 1 }, "Std", DAY),
      ...triageLines(rules, 1, "Std", DAY),
    ];
    for (const l of all) {
      expect(l.quantity).toMatch(/^\d+\.\d{3}$/);
      expect(l.unitPrice).toMatch(/^\d+\.\d{4}$/);
      expect(l.amount).toMatch(/^-?\d+\.\d{2}$/);
      expect(l.id).toBeNull();
    }
  });
});
