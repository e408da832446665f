import { z } from "zod";
import {
  ACCOUNT_PRICING_MODE_IDS,
  ACCOUNT_STATUS_IDS,
  ACCOUNT_TYPE_IDS,
  ASSET_FORM_VARIANT_IDS,
  INBOUND_FORM_VARIANT_IDS,
} from "../enums/accounts";
import { CERTIFICATE_TYPES } from "../enums/activities";
import { CountryCode } from "../enums/countries";
import { idsOf } from "../enums/define";
import { optionalText, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { SubscriptionLevel } from "../reports/subscription";
import { CreateUserBody } from "../users/users.schemas";
import { ACCOUNT_ROLE_MESSAGE } from "./members.rules";

export const AccountType = z.enum(ACCOUNT_TYPE_IDS);
export type AccountType = z.infer<typeof AccountType>;
export const AccountStatus = z.enum(ACCOUNT_STATUS_IDS);
export type AccountStatus = z.infer<typeof AccountStatus>;
/** Which certificate a client's loads earn (SPEC §3); a program may choose another. */
export const CertificateType = z.enum(idsOf(CERTIFICATE_TYPES), {
  error: "Choose the certificate type: none, destruction or recycling",
});
export type CertificateType = z.infer<typeof CertificateType>;

/** Whether a downstream vendor's certificates qualify it (see DSV_QUALIFICATIONS). */
export const Qualification = z.enum(["qualified", "expiring", "unqualified"]);
export type Qualification = z.infer<typeof Qualification>;

export const Account = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  type: AccountType,
  status: AccountStatus,
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  childCount: z.number().int(),
  pricingMode: z.enum(ACCOUNT_PRICING_MODE_IDS),
  inboundForm: z.enum(INBOUND_FORM_VARIANT_IDS),
  assetForm: z.enum(ASSET_FORM_VARIANT_IDS),
  certificateType: CertificateType,
  /** What the client's dashboards include (issue 23); set by operators. */
  subscriptionLevel: SubscriptionLevel,
  pricebookId: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
  /** Downstream vendors only; null for client accounts. */
  qualification: Qualification.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof Account>;

export const AccountBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name is at most 200 characters"),
  /** Codes are read like barcodes: upper-cased, so `acme-1` and `ACME-1` are one code. */
  code: optionalText(40, "Code").transform((v) => (v === null ? null : v.toUpperCase())),
  type: AccountType.default("active"),
  status: AccountStatus.default("active"),
  parentId: z.number().int().positive().nullable().default(null),
  pricingMode: z.enum(ACCOUNT_PRICING_MODE_IDS).default("simple"),
  inboundForm: z.enum(INBOUND_FORM_VARIANT_IDS).default("standard"),
  assetForm: z.enum(ASSET_FORM_VARIANT_IDS).default("standard"),
  certificateType: CertificateType.default("destruction"),
  subscriptionLevel: SubscriptionLevel.default("essentials"),
  pricebookId: z.number().int().positive().nullable().default(null),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null))
    .pipe(z.email("Enter a valid email address").nullable()),
  phone: optionalText(40, "Phone"),
  street: optionalText(200, "Street"),
  city: optionalText(100, "City"),
  region: optionalText(100, "State or region"),
  postalCode: optionalText(20, "Postal code"),
  country: z
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null))
    .pipe(CountryCode.nullable()),
  notes: optionalText(4000, "Notes"),
});
export type AccountBody = z.infer<typeof AccountBody>;
export type AccountInput = z.input<typeof AccountBody>;

export const ACCOUNT_SORT_COLUMNS = ["name", "createdAt", "status"] as const;

/** `GET /accounts`: type defaults to active (SPEC §9); `accountIds[]` in bracket format. */
export const AccountsQuery = PageQuery.extend({
  type: AccountType.default("active"),
  find_by_name: z.string().trim().max(200).optional(),
  accountIds: z.array(UrlId).max(500).optional(),
  parentId: UrlId.optional(),
  status: AccountStatus.optional(),
  qualification: Qualification.optional(),
  sort: z.enum(ACCOUNT_SORT_COLUMNS).default("name"),
});
export type AccountsQuery = z.infer<typeof AccountsQuery>;

export const AccountList = paged(Account);
export type AccountList = z.infer<typeof AccountList>;

export const DsvsQuery = AccountsQuery.omit({ type: true });
export type DsvsQuery = z.infer<typeof DsvsQuery>;

export const AccountChildParams = z.object({
  id: UrlId,
  childId: UrlId,
});

/** A user of an account, with their role on it. */
export const AccountUser = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
});
export type AccountUser = z.infer<typeof AccountUser>;

export const AccountUsersQuery = z.object({ role: z.string().trim().optional() });
/**
 * A member's role on the account: required of client users, absent for vendor users (who hold no
 * roles); `memberRefusals` (members.rules.ts) says which applies, on the screen and the server.
 */
const AccountRoleId = z
  .number({ error: ACCOUNT_ROLE_MESSAGE })
  .int()
  .positive(ACCOUNT_ROLE_MESSAGE)
  .nullable()
  .default(null);
export const AddAccountUserBody = z.object({
  userId: z.number().int().positive(),
  roleId: AccountRoleId,
});
export type AddAccountUserBody = z.infer<typeof AddAccountUserBody>;
/** `POST /accounts/{id}/users/new`: a new member and their role on the account, in one step. */
export const CreateAccountUserBody = z.object({ user: CreateUserBody, roleId: AccountRoleId });
export type CreateAccountUserBody = z.infer<typeof CreateAccountUserBody>;
export const AccountUserParams = z.object({
  id: UrlId,
  userId: UrlId,
});
