import { z } from "zod";
import { DCA_CHARACTERS_MESSAGE, dcaClientRef, isValidDca, normaliseDca } from "./dca.rules";

/** Project types of the client-type-one inbound form (SPEC §5). */
export const PROJECT_TYPES = [
  "Business as Usual",
  "Data Center Closure",
  "Office Closure",
  "Data Center & Office Closure",
  "Co-Location Data Center Exit",
  "Point of Sale Disposal",
  "Other Special Project",
] as const;
export const BUSINESS_AS_USUAL = "Business as Usual";

export const PO_NUMBER_HINT = "Required for non-BAU";
export const COST_CENTER_HINT =
  "Enter the cost center, GL code and company code, and the person the PO is submitted on behalf of. " +
  "The job will not be scheduled until the PO is fully approved.";

const text = (max = 200) => z.string().trim().max(max).default("");

/** Client type one: project type, PO number (unless Business as Usual), cost center, emergency. */
export const ClientTypeOneInbound = z
  .object({
    projectType: z.union([z.enum(PROJECT_TYPES), z.literal("")]).default(""),
    clientRef: text(),
    businessUnit: text(1000),
    emergencyService: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.projectType === "")
      ctx.addIssue({ code: "custom", path: ["projectType"], message: "Project type is required" });
    const poRequired = value.projectType !== "" && value.projectType !== BUSINESS_AS_USUAL;
    if (poRequired && value.clientRef === "") {
      ctx.addIssue({
        code: "custom",
        path: ["clientRef"],
        message: `PO Number is required: ${PO_NUMBER_HINT}`,
      });
    }
    if (value.businessUnit === "") {
      ctx.addIssue({
        code: "custom",
        path: ["businessUnit"],
        message: "Cost Center Information is required",
      });
    }
  });
export type ClientTypeOneInbound = z.infer<typeof ClientTypeOneInbound>;

/**
 * Cable client: serialized assets (default yes) need DCA numbers; each is normalised, must hold
 * only letters and digits, and appears once. The client reference is the numbers joined.
 */
export const CableClientInbound = z
  .object({
    serializedAssets: z.boolean().default(true),
    dcaNumbers: z.array(z.string()).default([]),
  })
  .transform((value, ctx) => {
    const numbers: string[] = [];
    value.dcaNumbers.forEach((raw, index) => {
      const normalised = normaliseDca(raw);
      if (normalised === "") return;
      if (!isValidDca(normalised)) {
        ctx.addIssue({ code: "custom", path: ["dcaNumbers", index], message: DCA_CHARACTERS_MESSAGE });
      } else if (numbers.includes(normalised)) {
        ctx.addIssue({
          code: "custom",
          path: ["dcaNumbers", index],
          message: `DCA ${normalised} is already in the list`,
        });
      } else {
        numbers.push(normalised);
      }
    });
    if (value.serializedAssets && numbers.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["dcaNumbers"],
        message: "DCA Numbers are required for serialized assets",
      });
    }
    return {
      serializedAssets: value.serializedAssets,
      dcaNumbers: numbers,
      clientRef: dcaClientRef(numbers),
    };
  });
export type CableClientInbound = z.infer<typeof CableClientInbound>;

export const SOFTWARE_JOB_TYPES = ["Buyback", "ITPAC"] as const;
/** The help title of the job type (SPEC §9). */
export const JOB_TYPE_HELP_TITLE = "Job Type Descriptions";

const ITPAC_FIELDS = [
  ["msPoNumber", "PO Number is required for ITPAC"],
  ["collectionSiteName", "Collection Site Name is required for ITPAC"],
  ["collectionSiteCode", "Collection Site Code is required for ITPAC"],
  ["msCollectionTicketNumber", "Collection Ticket Number is required for ITPAC"],
] as const;

/** Software client: Buyback or ITPAC; ITPAC needs the PO, collection site and ticket. */
export const SoftwareClientInbound = z
  .object({
    supplierJobType: z.union([z.enum(SOFTWARE_JOB_TYPES), z.literal("")]).default(""),
    msPoNumber: text(),
    collectionSiteName: text(),
    collectionSiteCode: text(),
    msCollectionTicketNumber: text(),
  })
  .superRefine((value, ctx) => {
    if (value.supplierJobType === "") {
      ctx.addIssue({ code: "custom", path: ["supplierJobType"], message: "Job Type is required" });
    }
    if (value.supplierJobType !== "ITPAC") return;
    for (const [field, message] of ITPAC_FIELDS) {
      if (value[field] === "") ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
export type SoftwareClientInbound = z.infer<typeof SoftwareClientInbound>;

/** The attributes schema of each inbound form variant an account can be configured with. */
export const INBOUND_ATTRIBUTE_SCHEMAS = {
  // No extra fields: anything sent is dropped, so a variant change never blocks editing old loads.
  standard: z.object({}),
  client_type_one: ClientTypeOneInbound,
  cable_client: CableClientInbound,
  software_client: SoftwareClientInbound,
} as const;
