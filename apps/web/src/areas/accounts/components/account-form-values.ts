import type { Account, AccountInput, AccountStatus, AccountType } from "@ops/domain";

/** What the account form holds: text for inputs and selects; the API takes numbers and nulls. */
export type AccountFormValues = {
  name: string;
  code: string;
  status: AccountStatus;
  parentId: string | null;
  pricingMode: Account["pricingMode"];
  inboundForm: Account["inboundForm"];
  assetForm: Account["assetForm"];
  certificateType: Account["certificateType"];
  subscriptionLevel: Account["subscriptionLevel"];
  email: string;
  phone: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  notes: string;
};

export function emptyAccountValues(parentId: string | null = null): AccountFormValues {
  return {
    name: "",
    code: "",
    status: "active",
    parentId,
    pricingMode: "simple",
    inboundForm: "standard",
    assetForm: "standard",
    certificateType: "destruction",
    subscriptionLevel: "essentials",
    email: "",
    phone: "",
    street: "",
    city: "",
    region: "",
    postalCode: "",
    country: "",
    notes: "",
  };
}

export function accountValuesOf(account: Account): AccountFormValues {
  return {
    name: account.name,
    code: account.code ?? "",
    status: account.status,
    parentId: account.parentId === null ? null : String(account.parentId),
    pricingMode: account.pricingMode,
    inboundForm: account.inboundForm,
    assetForm: account.assetForm,
    certificateType: account.certificateType,
    subscriptionLevel: account.subscriptionLevel,
    email: account.email ?? "",
    phone: account.phone ?? "",
    street: account.street ?? "",
    city: account.city ?? "",
    region: account.region ?? "",
    postalCode: account.postalCode ?? "",
    country: account.country ?? "",
    notes: account.notes ?? "",
  };
}

/**
 * The body of `POST /accounts` and `PUT /accounts/{id}`. A vendor has no parent; fields the form
 * does not show (the price book, a vendor's client settings) keep what the account has.
 */
export function toAccountBody(values: AccountFormValues, type: AccountType, account?: Account): AccountInput {
  const vendor = type === "dsvs";
  return {
    name: values.name,
    code: values.code,
    type,
    status: values.status,
    parentId: vendor || !values.parentId ? null : Number(values.parentId),
    pricingMode: vendor ? (account?.pricingMode ?? "simple") : values.pricingMode,
    inboundForm: vendor ? (account?.inboundForm ?? "standard") : values.inboundForm,
    assetForm: vendor ? (account?.assetForm ?? "standard") : values.assetForm,
    certificateType: vendor ? (account?.certificateType ?? "destruction") : values.certificateType,
    subscriptionLevel: vendor ? (account?.subscriptionLevel ?? "essentials") : values.subscriptionLevel,
    pricebookId: account?.pricebookId ?? null,
    email: values.email,
    phone: values.phone,
    street: values.street,
    city: values.city,
    region: values.region,
    postalCode: values.postalCode,
    country: values.country.trim().toUpperCase(),
    notes: values.notes,
  };
}
