// The dashboards' use cases in one place (the routes and the benchmark call them from here).
export { getReceived, getSerialized, getSummary, getValueAdd } from "./figures.service";
export { getAccess, getHome, listDashboardAccounts } from "./home.service";
export { getInbound, getTurnaround } from "./inbound.service";
