// Reports and dashboards (issue 23): settings, subscription levels, report definitions,
// dashboards and saved reports.
export * from "./dashboard-export.endpoints";
export * from "./dashboard-export.schemas";
export * from "./dashboard-query.schemas";
export * from "./dashboards.endpoints";
export * from "./dashboards.schemas";
export * from "./report-definition.schemas";
export * from "./reports.endpoints";
export * from "./reports.schemas";
export * from "./subscription";
