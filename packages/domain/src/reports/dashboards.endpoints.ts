// The dashboard calls (issue 23; SPEC §7 "Reports: get the dashboard URL, get report data").
// Operators reach every account; clients their accounts (and, with showChildAccounts, their
// children) and only the dashboards their subscription includes (403 with the sentence).
import { defineEndpoint } from "../platform/endpoints";
import { DashboardQuery } from "./dashboard-query.schemas";
import {
  DashboardAccess,
  DashboardAccounts,
  DashboardAccountsQuery,
  HomeDashboard,
  InboundDashboard,
  ReceivedDashboard,
  SerializedDashboard,
  SummaryDashboard,
  TurnaroundDashboard,
  ValueAddDashboard,
} from "./dashboards.schemas";

const tags = ["reports"] as const;
const both = ["operator", "client"] as const;

export const getDashboardHome = defineEndpoint({
  method: "GET",
  path: "/dashboards/home",
  families: ["operator", "client", "vendor"],
  operationId: "getDashboardHome",
  permission: null,
  summary: "The home screen's figures and chart for the signed-in audience",
  tags,
  responses: { 200: HomeDashboard },
});

export const getDashboardAccess = defineEndpoint({
  method: "GET",
  path: "/dashboards/access",
  families: both,
  operationId: "getDashboardAccess",
  permission: "reports.view",
  summary: "Which client dashboards the signed-in user's subscription level opens",
  tags,
  responses: { 200: DashboardAccess },
});

export const listDashboardAccounts = defineEndpoint({
  method: "GET",
  path: "/dashboards/accounts",
  families: both,
  operationId: "listDashboardAccounts",
  permission: "reports.view",
  summary: "The accounts a dashboard can select; child accounts too with showChildAccounts",
  tags,
  query: DashboardAccountsQuery,
  responses: { 200: DashboardAccounts },
});

export const getSummaryDashboard = defineEndpoint({
  method: "GET",
  path: "/dashboards/summary",
  families: both,
  operationId: "getSummaryDashboard",
  permission: "reports.view",
  summary: "Loads, weight received, devices, value returned and certificates, this range against the last",
  tags,
  query: DashboardQuery,
  responses: { 200: SummaryDashboard },
});

export const getInboundDashboard = defineEndpoint({
  method: "GET",
  path: "/dashboards/inbound",
  families: both,
  operationId: "getInboundDashboard",
  permission: "reports.view",
  summary: "Inbound loads by status and over time; for operators also the dock and the backlog",
  tags,
  query: DashboardQuery,
  responses: { 200: InboundDashboard },
});

export const getSerializedDashboard = defineEndpoint({
  method: "GET",
  path: "/dashboards/serialized",
  families: both,
  operationId: "getSerializedDashboard",
  permission: "reports.view",
  summary: "Serialized devices by grade, disposition and class; for operators throughput per technician",
  tags,
  query: DashboardQuery,
  responses: { 200: SerializedDashboard },
});

export const getReceivedDashboard = defineEndpoint({
  method: "GET",
  path: "/dashboards/received",
  families: both,
  operationId: "getReceivedDashboard",
  permission: "reports.view",
  summary: "Weight received by product class over time, split by product when asked",
  tags,
  query: DashboardQuery,
  responses: { 200: ReceivedDashboard },
});

export const getValueAddDashboard = defineEndpoint({
  method: "GET",
  path: "/dashboards/value-add",
  families: both,
  operationId: "getValueAddDashboard",
  permission: "reports.view",
  summary: "Value recovered against costs (final statements) per period",
  tags,
  query: DashboardQuery,
  responses: { 200: ValueAddDashboard },
});

export const getTurnaroundDashboard = defineEndpoint({
  method: "GET",
  path: "/dashboards/turnaround",
  families: ["operator"],
  operationId: "getTurnaroundDashboard",
  permission: "reports.view",
  summary: "Days from received to processed to priced per account and program, against the program's target",
  tags,
  query: DashboardQuery,
  responses: { 200: TurnaroundDashboard },
});
