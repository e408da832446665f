import type { SettlementLine, SettlementStatement } from "@ops/domain";

// Statements as the server answers them, for the settlement screens' tests.

/** A line of a statement, changed by `over`. */
export const aLine = (over: Partial<SettlementLine> = {}): SettlementLine => ({
  id: null,
  kind: "value",
  rule: null,
  source: "Yield pricing",
  description: "Laptops",
  productId: 11,
  serviceId: null,
  quantity: "120.000",
  unit: "lbs",
  unitPrice: "2.5000",
  amount: "300.00",
  lineDate: "2026-11-26",
  reason: null,
  createdBy: null,
  createdAt: null,
  ...over,
});

/** A line typed on the draft. */
export const manualLine = (over: Partial<SettlementLine> = {}): SettlementLine =>
  aLine({
    id: 501,
    kind: "manual",
    source: "Typed on the draft",
    productId: null,
    unit: "pieces",
    ...over,
  });

/** A draft statement of dal-in-100042, changed by `over`. */
export const aStatement = (over: Partial<SettlementStatement> = {}): SettlementStatement => ({
  id: null,
  number: "ST-DAL-IN-100042",
  status: "draft",
  load: {
    slug: "dal-in-100042",
    status: "processed",
    accountId: 3,
    accountName: "Northwind Health",
    programId: 5,
    programName: "Northwind ITAD",
    receivedAt: "2026-11-20T15:00:00.000Z",
  },
  paymentType: null,
  carrierCost: null,
  miles: null,
  notes: null,
  lines: [
    aLine(),
    aLine({
      kind: "freight",
      rule: "fixed_freight_cost",
      source: "Program Northwind ITAD: Fixed freight cost",
      description: "Freight",
      productId: null,
      quantity: "1.000",
      unit: "charge",
      unitPrice: "75.0000",
      amount: "-75.00",
    }),
    aLine({
      kind: "triage",
      rule: "triage_service_charge",
      source: "Program Northwind ITAD: Triage service charge",
      description: "Triage of serialized devices",
      productId: null,
      quantity: "4.000",
      unit: "pieces",
      unitPrice: "5.0000",
      amount: "-20.00",
    }),
  ],
  totals: {
    value: "300.00",
    services: "0.00",
    freight: "-75.00",
    hardDrives: "0.00",
    triage: "-20.00",
    revenueShare: "0.00",
    manual: "0.00",
    adjustments: "0.00",
    credits: "300.00",
    charges: "-95.00",
    net: "205.00",
  },
  direction: "due_to_client",
  unpricedProducts: [],
  skippedRules: [],
  finalizedAt: null,
  finalizedBy: null,
  updatedAt: null,
  ...over,
});
