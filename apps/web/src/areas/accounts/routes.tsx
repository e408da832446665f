import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;

/** Accounts, downstream vendors, contacts, documents, programs and prices (SPEC §2 Accounts). */
export const accountsRoutes: AppRoute[] = [
  {
    path: "accounts-top",
    title: "Accounts overview",
    audiences: staff,
    nav: { label: "Accounts overview", section: "Accounts", order: 30 },
    load: () => import("./pages/AccountsTopPage"),
  },
  {
    path: "accounts",
    title: "Accounts",
    audiences: staffAndClients,
    nav: { label: "Accounts", section: "Accounts", order: 31 },
    load: () => import("./pages/AccountsPage"),
  },
  {
    path: "accounts/new",
    title: "New account",
    audiences: staff,
    load: () => import("./pages/AccountNewPage"),
  },
  {
    path: "accounts/dsvs",
    title: "Downstream vendors",
    audiences: staff,
    nav: { label: "Downstream vendors", section: "Accounts", order: 32 },
    load: () => import("./pages/DsvsPage"),
  },
  {
    path: "accounts/dsvs/new",
    title: "New downstream vendor",
    audiences: staff,
    load: () => import("./pages/DsvNewPage"),
  },
  {
    path: "accounts/:accountId",
    title: "Account",
    audiences: staffAndClients,
    load: () => import("./pages/AccountPage"),
  },
  {
    path: "accounts/:accountId/edit",
    title: "Edit account",
    audiences: staff,
    load: () => import("./pages/AccountEditPage"),
  },
  {
    path: "accounts/:accountId/dsv",
    title: "Vendor qualification",
    audiences: staff,
    load: () => import("./pages/DsvPage"),
  },
  {
    path: "accounts/:accountId/dsv/edit",
    title: "Edit downstream vendor",
    audiences: staff,
    load: () => import("./pages/DsvEditPage"),
  },
  {
    path: "accounts/:accountId/contacts",
    title: "Contacts",
    audiences: staffAndClients,
    load: () => import("./pages/ContactsPage"),
  },
  {
    path: "accounts/:accountId/notifications",
    title: "Notifications",
    audiences: staff,
    load: () => import("./pages/NotificationsPage"),
  },
  {
    path: "accounts/:accountId/documents",
    title: "Documents",
    audiences: staffAndClients,
    load: () => import("./pages/DocumentsPage"),
  },
  {
    path: "accounts/:accountId/documents/new",
    title: "Upload document",
    audiences: staff,
    load: () => import("./pages/DocumentNewPage"),
  },
  {
    path: "accounts/:accountId/documents/:documentId/edit",
    title: "Edit document",
    audiences: staff,
    load: () => import("./pages/DocumentEditPage"),
  },
  {
    path: "accounts/:accountId/programs",
    title: "Programs",
    audiences: staffAndClients,
    load: () => import("./pages/ProgramsPage"),
  },
  {
    path: "accounts/:accountId/programs/new",
    title: "New program",
    audiences: staff,
    load: () => import("./pages/ProgramNewPage"),
  },
  {
    path: "accounts/:accountId/programs/:programId/edit",
    title: "Edit program",
    audiences: staff,
    load: () => import("./pages/ProgramEditPage"),
  },
  {
    path: "accounts/:accountId/inbound-prices",
    title: "Inbound prices",
    audiences: staff,
    load: () => import("./pages/InboundPricesPage"),
  },
  {
    path: "accounts/:accountId/inbound-prices/historical",
    title: "Inbound price history",
    audiences: staff,
    load: () => import("./pages/InboundPricesHistoryPage"),
  },
  {
    path: "accounts/:accountId/inbound-prices/edit",
    title: "Edit inbound prices",
    audiences: staff,
    load: () => import("./pages/InboundPricesEditPage"),
  },
  {
    path: "accounts/:accountId/outbound-prices",
    title: "Outbound prices",
    audiences: staff,
    load: () => import("./pages/OutboundPricesPage"),
  },
  {
    path: "accounts/:accountId/outbound-prices/historical",
    title: "Outbound price history",
    audiences: staff,
    load: () => import("./pages/OutboundPricesHistoryPage"),
  },
  {
    path: "accounts/:accountId/outbound-prices/edit",
    title: "Edit outbound prices",
    audiences: staff,
    load: () => import("./pages/OutboundPricesEditPage"),
  },
  {
    path: "program-templates",
    title: "Program templates",
    audiences: staff,
    nav: { label: "Program templates", section: "Accounts", order: 33 },
    load: () => import("./pages/ProgramTemplatesPage"),
  },
  {
    path: "program-templates/new",
    title: "New program template",
    audiences: staff,
    load: () => import("./pages/ProgramTemplateNewPage"),
  },
  {
    path: "program-templates/:programId/edit",
    title: "Edit program template",
    audiences: staff,
    load: () => import("./pages/ProgramTemplateEditPage"),
  },
  {
    path: "pricebooks",
    title: "Price books",
    audiences: staff,
    nav: { label: "Price books", section: "Accounts", order: 34 },
    load: () => import("./pages/PricebooksPage"),
  },
  {
    path: "pricebooks/:id",
    title: "Price book",
    audiences: staff,
    load: () => import("./pages/PricebookPage"),
  },
  {
    path: "pricebooks/:id/edit",
    title: "Edit price book",
    audiences: staff,
    load: () => import("./pages/PricebookEditPage"),
  },
  {
    path: "pricebooks/:id/historical",
    title: "Price book history",
    audiences: staff,
    load: () => import("./pages/PricebookHistoryPage"),
  },
];
