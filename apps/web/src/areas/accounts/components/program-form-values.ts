import {
  labelOf,
  PROGRAM_RULE_PARAMS,
  PROGRAM_RULE_TYPES,
  type Program,
  ProgramBody,
  type ProgramRule,
  type ProgramTemplate,
  ProgramTemplateBody,
  type RuleParamDef,
} from "@ops/domain";
import { formatMoney } from "./price-format";

type RuleType = ProgramRule["type"];
type ParamValue = string | number | boolean;

/** A rule row as the form holds it: no type yet, or a type and its inputs' values. */
export type RuleRowValues = { key: string; type: RuleType | null; params: Record<string, ParamValue> };

/** What the program and template forms hold: selects work with text values, the API with numbers. */
export type ProgramFormValues = {
  name: string;
  description: string;
  active: boolean;
  templateId: string | null;
  /** Programs only: null means the account's certificate type. */
  certificateType: string | null;
  /** Programs only: days promised from received to priced; empty for no target. */
  turnaroundDays: string;
  serviceCategories: string[];
  serviceIds: string[];
  rules: RuleRowValues[];
};

export type ProgramFormKind = "program" | "template";

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `rule-${lastKey}`;
};

/** The parameter definitions of a rule type (none for no type). */
export function paramDefs(type: RuleType | null): readonly RuleParamDef[] {
  return type ? PROGRAM_RULE_PARAMS[type] : [];
}

/** Fresh inputs for a rule type: switches off, everything else empty. */
export function defaultParams(type: RuleType | null): Record<string, ParamValue> {
  return Object.fromEntries(paramDefs(type).map((def) => [def.key, def.kind === "boolean" ? false : ""]));
}

export function ruleRow(rule?: Pick<ProgramRule, "type" | "params">): RuleRowValues {
  if (!rule) return { key: nextKey(), type: null, params: {} };
  return { key: nextKey(), type: rule.type, params: { ...defaultParams(rule.type), ...rule.params } };
}

export function emptyProgramValues(): ProgramFormValues {
  return {
    name: "",
    description: "",
    active: true,
    templateId: null,
    certificateType: null,
    turnaroundDays: "",
    serviceCategories: [],
    serviceIds: [],
    rules: [],
  };
}

export function programValues(source: Program | ProgramTemplate): ProgramFormValues {
  return {
    name: source.name,
    description: source.description ?? "",
    active: "active" in source ? source.active : true,
    templateId: "templateId" in source && source.templateId !== null ? String(source.templateId) : null,
    certificateType: "certificateType" in source ? source.certificateType : null,
    turnaroundDays:
      "turnaroundDays" in source && source.turnaroundDays !== null ? String(source.turnaroundDays) : "",
    serviceCategories: [...source.serviceCategories],
    serviceIds: source.serviceIds.map(String),
    rules: source.rules.map(ruleRow),
  };
}

/**
 * Starts a program from a template: its categories, services and rules replace the form's; the
 * name and description are taken only where the user has typed nothing yet.
 */
export function applyTemplate(
  values: ProgramFormValues,
  template: ProgramTemplate | null,
): ProgramFormValues {
  if (!template) return { ...values, templateId: null };
  return {
    ...values,
    templateId: String(template.id),
    name: values.name.trim() ? values.name : template.name,
    description: values.description.trim() ? values.description : (template.description ?? ""),
    serviceCategories: [...template.serviceCategories],
    serviceIds: template.serviceIds.map(String),
    rules: template.rules.map(ruleRow),
  };
}

const NUMERIC = new Set<RuleParamDef["kind"]>(["money", "percent", "number"]);

/** A rule's parameters as the API takes them: empty inputs left out, numbers as numbers. */
function paramsOf(row: RuleRowValues): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const def of paramDefs(row.type)) {
    const value = row.params[def.key];
    if (value === undefined) continue;
    if (typeof value === "string") {
      const text = value.trim();
      if (text === "") continue;
      out[def.key] = NUMERIC.has(def.kind) && Number.isFinite(Number(text)) ? Number(text) : text;
    } else out[def.key] = value;
  }
  return out;
}

/** The raw body (not yet checked) of the form's values. */
export function rawBody(values: ProgramFormValues, kind: ProgramFormKind): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: values.name,
    description: values.description,
    serviceCategories: values.serviceCategories,
    serviceIds: values.serviceIds.map(Number),
    rules: values.rules.map((row) => ({ type: row.type ?? "", params: paramsOf(row) })),
  };
  if (kind === "program") {
    body.active = values.active;
    body.templateId = values.templateId ? Number(values.templateId) : null;
    body.certificateType = values.certificateType;
    body.turnaroundDays = values.turnaroundDays.trim() === "" ? null : Number(values.turnaroundDays);
  }
  return body;
}

export type ProgramBodyResult<K extends ProgramFormKind> =
  | { ok: true; body: K extends "program" ? ProgramBody : ProgramTemplateBody }
  | { ok: false; errors: Record<string, string> };

/**
 * Checks the values with the domain schema the server uses; errors are keyed by form path
 * (`rules.0.params.amount`), so they land on the inputs.
 */
export function buildProgramBody<K extends ProgramFormKind>(
  values: ProgramFormValues,
  kind: K,
): ProgramBodyResult<K> {
  const errors: Record<string, string> = {};
  values.rules.forEach((row, index) => {
    if (!row.type) errors[`rules.${index}.type`] = "Choose a rule type";
  });
  const schema = kind === "program" ? ProgramBody : ProgramTemplateBody;
  const parsed = schema.safeParse(rawBody(values, kind));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data as K extends "program" ? ProgramBody : ProgramTemplateBody };
}

function formatParam(def: RuleParamDef, value: ParamValue): string {
  if (def.kind === "boolean") return value === true ? "yes" : "no";
  if (def.kind === "money") return formatMoney(value as number | string);
  if (def.kind === "percent") return `${value}%`;
  return String(value);
}

/** "Fixed freight cost — Freight cost per load: $150.00", for lists. */
export function summariseRule(rule: Pick<ProgramRule, "type" | "params">): string {
  const label = labelOf(PROGRAM_RULE_TYPES, rule.type);
  const parts = paramDefs(rule.type)
    .filter((def) => rule.params[def.key] !== undefined && rule.params[def.key] !== "")
    .map((def) => `${def.label}: ${formatParam(def, rule.params[def.key] as ParamValue)}`);
  return parts.length ? `${label} — ${parts.join("; ")}` : label;
}
