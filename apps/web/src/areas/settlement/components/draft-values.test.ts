import type { SettlementStatement } from "@ops/domain";
import { UpdateDraftBody } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { aStatement, manualLine } from "../test-statement";
import { draftBodyOf, draftValuesOf } from "./draft-values";

describe("the draft form's values", () => {
  it("reads the stored inputs and typed lines, the sign of a line's amount giving credit or charge", () => {
    const statement: SettlementStatement = aStatement({
      paymentType: "wire",
      carrierCost: "450.00",
      miles: "120.500",
      notes: "Dock 4",
      lines: [
        manualLine({ description: "Crating", quantity: "2.000", unitPrice: "35.5000", amount: "-71.00" }),
        manualLine({
          description: "Goodwill",
          quantity: "1.000",
          unit: "credit",
          unitPrice: "10.0000",
          amount: "10.00",
        }),
      ],
    });
    const values = draftValuesOf(statement);
    expect(values).toMatchObject({
      paymentType: "wire",
      carrierCost: "450.00",
      miles: "120.5",
      notes: "Dock 4",
    });
    expect(values.manualLines.map(({ key: _k, ...l }) => l)).toEqual([
      { description: "Crating", quantity: "2", unit: "pieces", unitPrice: "35.5", direction: "charge" },
      { description: "Goodwill", quantity: "1", unit: "credit", unitPrice: "10", direction: "credit" },
    ]);
  });

  it("sends blanks as not given and what the schema accepts", () => {
    const body = draftBodyOf({
      paymentType: null,
      carrierCost: " ",
      miles: "",
      notes: "",
      manualLines: [
        {
          key: "a",
          description: "Crating",
          quantity: " 2 ",
          unit: "pieces",
          unitPrice: "35.5",
          direction: "charge",
        },
      ],
    });
    expect(body).toEqual({
      paymentType: null,
      carrierCost: null,
      miles: null,
      notes: null,
      manualLines: [
        { description: "Crating", quantity: "2", unit: "pieces", unitPrice: "35.5", direction: "charge" },
      ],
    });
    expect(UpdateDraftBody.parse(body).manualLines[0]).toMatchObject({
      quantity: "2.000",
      unitPrice: "35.5000",
    });
  });
});
