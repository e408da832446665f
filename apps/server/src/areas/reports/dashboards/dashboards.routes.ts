import {
  getDashboardAccess,
  getDashboardHome,
  getInboundDashboard,
  getReceivedDashboard,
  getSerializedDashboard,
  getSummaryDashboard,
  getTurnaroundDashboard,
  getValueAddDashboard,
  listDashboardAccounts,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../../platform/area";
import { serve } from "../../../platform/endpoints";
import * as service from "./dashboards.service";

/** The dashboards' calls (dashboards.endpoints of the domain). */
export const dashboardRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, getDashboardHome, (_input, ctx) => service.getHome(ctx));
  serve(app, db, getDashboardAccess, (_input, ctx) => service.getAccess(ctx));
  serve(app, db, listDashboardAccounts, ({ query }, ctx) => service.listDashboardAccounts(ctx, query));
  serve(app, db, getSummaryDashboard, ({ query }, ctx) => service.getSummary(ctx, query));
  serve(app, db, getInboundDashboard, ({ query }, ctx) => service.getInbound(ctx, query));
  serve(app, db, getSerializedDashboard, ({ query }, ctx) => service.getSerialized(ctx, query));
  serve(app, db, getReceivedDashboard, ({ query }, ctx) => service.getReceived(ctx, query));
  serve(app, db, getValueAddDashboard, ({ query }, ctx) => service.getValueAdd(ctx, query));
  serve(app, db, getTurnaroundDashboard, ({ query }, ctx) => service.getTurnaround(ctx, query));
};
