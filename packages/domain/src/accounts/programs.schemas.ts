import { z } from "zod";
import { PROGRAM_RULE_PARAMS } from "../enums/program-rule-params";
import { PROGRAM_RULE_TYPE_IDS, SERVICE_CATEGORY_IDS } from "../enums/programs";
import { UrlId } from "../platform/common.schemas";
import { parseUnits } from "../settlement/decimal";
import { CertificateType } from "./accounts.schemas";

export const ProgramRuleType = z.enum(PROGRAM_RULE_TYPE_IDS);
export const ServiceCategory = z.enum(SERVICE_CATEGORY_IDS);
export type ServiceCategory = z.infer<typeof ServiceCategory>;

const ParamValue = z.union([z.string(), z.number(), z.boolean()]);

/**
 * Whether a number has at most `places` decimals as written (its shortest decimal form): money
 * parameters are settled exactly in cents (issue 22), so 2.555 is refused rather than rounded.
 */
function withinPlaces(value: number, places: number): boolean {
  const parsed = parseUnits(value, 12);
  return parsed !== null && parsed % 10n ** BigInt(12 - places) === 0n;
}

export const ProgramRule = z
  .object({ type: ProgramRuleType, params: z.record(z.string(), ParamValue).default({}) })
  .superRefine((rule, ctx) => {
    for (const def of PROGRAM_RULE_PARAMS[rule.type]) {
      const value = rule.params[def.key];
      const empty = value === undefined || value === "";
      if (empty) {
        if (def.required)
          ctx.addIssue({ code: "custom", path: ["params", def.key], message: `${def.label} is required` });
        continue;
      }
      const numeric = def.kind === "money" || def.kind === "percent" || def.kind === "number";
      if (numeric && (typeof value !== "number" || !Number.isFinite(value) || value < 0)) {
        ctx.addIssue({
          code: "custom",
          path: ["params", def.key],
          message: `${def.label} must be a number of 0 or more`,
        });
      } else if (
        numeric &&
        typeof value === "number" &&
        def.kind !== "number" &&
        !withinPlaces(value, def.kind === "money" ? 2 : 4)
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["params", def.key],
          message: `${def.label} has at most ${def.kind === "money" ? 2 : 4} decimal places`,
        });
      } else if (def.kind === "percent" && typeof value === "number" && value > 100) {
        ctx.addIssue({ code: "custom", path: ["params", def.key], message: `${def.label} is at most 100` });
      } else if (def.kind === "boolean" && typeof value !== "boolean") {
        ctx.addIssue({
          code: "custom",
          path: ["params", def.key],
          message: `${def.label} must be yes or no`,
        });
      } else if (def.kind === "text" && typeof value !== "string") {
        ctx.addIssue({ code: "custom", path: ["params", def.key], message: `${def.label} must be text` });
      }
    }
  });
export type ProgramRule = z.infer<typeof ProgramRule>;

const programFields = {
  name: z.string().trim().min(1, "Name is required").max(200, "Name is at most 200 characters"),
  description: z
    .string()
    .trim()
    .max(4000)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  serviceCategories: z.array(ServiceCategory).default([]),
  serviceIds: z.array(z.number().int().positive()).default([]),
  rules: z
    .array(ProgramRule)
    .default([])
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.type))
          ctx.addIssue({
            code: "custom",
            path: [index, "type"],
            message: "This rule is already in the program",
          });
        seen.add(rule.type);
      });
    }),
};

export const ProgramTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  serviceCategories: z.array(ServiceCategory),
  serviceIds: z.array(z.number().int()),
  rules: z.array(ProgramRule),
  updatedAt: z.string(),
});
export type ProgramTemplate = z.infer<typeof ProgramTemplate>;
export const ProgramTemplateBody = z.object(programFields);
export type ProgramTemplateBody = z.infer<typeof ProgramTemplateBody>;

export const Program = ProgramTemplate.extend({
  accountId: z.number().int(),
  templateId: z.number().int().nullable(),
  active: z.boolean(),
  /** null: the account's certificate type applies. */
  certificateType: CertificateType.nullable(),
  /** Days the program promises from received to priced; null: no target. */
  turnaroundDays: z.number().int().nullable(),
});
export type Program = z.infer<typeof Program>;

/** A program is created from a template (its rules and services copied) or from scratch. */
export const ProgramBody = z.object({
  ...programFields,
  templateId: z.number().int().positive().nullable().default(null),
  active: z.boolean().default(true),
  certificateType: CertificateType.nullable().default(null),
  turnaroundDays: z
    .number()
    .int("Whole days")
    .min(1, "At least 1 day")
    .max(365, "At most 365 days")
    .nullable()
    .default(null),
});
export type ProgramBody = z.infer<typeof ProgramBody>;
export type ProgramInput = z.input<typeof ProgramBody>;

export const ProgramParams = z.object({
  id: UrlId,
  programId: UrlId,
});

export const Service = z.object({
  id: z.number().int(),
  name: z.string(),
  category: ServiceCategory,
  active: z.boolean(),
});
export type Service = z.infer<typeof Service>;
