import type { Program, ProgramTemplate } from "@ops/domain";
import { describe, expect, it } from "vitest";
import {
  applyTemplate,
  buildProgramBody,
  defaultParams,
  emptyProgramValues,
  programValues,
  summariseRule,
} from "./program-form-values";

const template: ProgramTemplate = {
  id: 4,
  name: "Secure ITAD",
  description: "Wipe and remarket",
  serviceCategories: ["secure_itad"],
  serviceIds: [3, 5],
  rules: [
    { type: "hard_drive_credit", params: { amountPerDrive: 2.5 } },
    { type: "import_asn_pricing", params: { overwriteExisting: true } },
  ],
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("program form values", () => {
  it("gives each parameter kind an empty starting value", () => {
    expect(defaultParams("tiered_freight_cost")).toEqual({ baseAmount: "", perMileAmount: "" });
    expect(defaultParams("move_load_to_priced")).toEqual({ whenProcessed: false });
    expect(defaultParams(null)).toEqual({});
  });

  it("fills a new program from a template, keeping a name already typed", () => {
    const fresh = applyTemplate(emptyProgramValues(), template);
    expect(fresh).toMatchObject({
      name: "Secure ITAD",
      description: "Wipe and remarket",
      templateId: "4",
      serviceCategories: ["secure_itad"],
      serviceIds: ["3", "5"],
    });
    expect(fresh.rules.map((r) => [r.type, r.params])).toEqual([
      ["hard_drive_credit", { amountPerDrive: 2.5 }],
      ["import_asn_pricing", { overwriteExisting: true }],
    ]);
    const named = applyTemplate({ ...emptyProgramValues(), name: "Acme ITAD" }, template);
    expect(named.name).toBe("Acme ITAD");
    expect(applyTemplate(named, null)).toMatchObject({
      templateId: null,
      name: "Acme ITAD",
      serviceIds: ["3", "5"],
    });
  });

  it("sends a program with numbers for ids and the template it came from", () => {
    const values = { ...applyTemplate(emptyProgramValues(), template), active: false };
    const result = buildProgramBody(values, "program");
    expect(result).toEqual({
      ok: true,
      body: {
        name: "Secure ITAD",
        description: "Wipe and remarket",
        serviceCategories: ["secure_itad"],
        serviceIds: [3, 5],
        rules: template.rules,
        templateId: 4,
        active: false,
        certificateType: null,
        turnaroundDays: null,
      },
    });
    const recycling = buildProgramBody({ ...values, certificateType: "recycling" }, "program");
    expect(recycling.ok && recycling.body.certificateType).toBe("recycling");
    const wrong = buildProgramBody({ ...values, certificateType: "gold" }, "program");
    expect(wrong).toEqual({
      ok: false,
      errors: { certificateType: "Choose the certificate type: none, destruction or recycling" },
    });
    const target = buildProgramBody({ ...values, turnaroundDays: "10" }, "program");
    expect(target.ok && target.body.turnaroundDays).toBe(10);
    expect(buildProgramBody({ ...values, turnaroundDays: "0" }, "program")).toEqual({
      ok: false,
      errors: { turnaroundDays: "At least 1 day" },
    });
  });

  it("leaves out empty optional parameters and turns numeric text into numbers", () => {
    const values = programValues({ ...template, rules: [] });
    values.rules = [
      { key: "a", type: "tiered_freight_cost", params: { baseAmount: "80.5", perMileAmount: "" } },
      { key: "b", type: "hold_asset", params: { holdType: " legal_hold ", instructions: "" } },
    ];
    const result = buildProgramBody(values, "template");
    expect(result.ok && result.body.rules).toEqual([
      { type: "tiered_freight_cost", params: { baseAmount: 80.5 } },
      { type: "hold_asset", params: { holdType: "legal_hold" } },
    ]);
    // A template body carries no account-only fields.
    expect(result.ok && "active" in result.body).toBe(false);
  });

  it("reads a saved program back into the form", () => {
    const program: Program = {
      ...template,
      id: 9,
      accountId: 1,
      templateId: 4,
      active: false,
      certificateType: "none",
      turnaroundDays: 10,
    };
    expect(programValues(program)).toMatchObject({
      active: false,
      templateId: "4",
      serviceIds: ["3", "5"],
      certificateType: "none",
      turnaroundDays: "10",
    });
  });

  it("summarises rules for lists", () => {
    expect(summariseRule({ type: "fixed_freight_cost", params: { amount: 150 } })).toBe(
      "Fixed freight cost — Freight cost per load: $150.00",
    );
    expect(summariseRule({ type: "program_rev_share_pricing", params: { clientSharePercent: 35 } })).toBe(
      "Program revenue share pricing — Client share of revenue: 35%",
    );
    expect(summariseRule({ type: "import_asn_pricing", params: { overwriteExisting: false } })).toBe(
      "Import ASN pricing — Overwrite existing prices: no",
    );
    expect(
      summariseRule({ type: "hold_asset", params: { holdType: "legal_hold", instructions: "Call first" } }),
    ).toBe("Hold asset — Hold type: legal_hold; Processing instructions: Call first");
    expect(summariseRule({ type: "direct_account_pricing", params: {} })).toBe("Direct account pricing");
  });
});
