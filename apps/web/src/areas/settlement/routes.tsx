import type { AppRoute } from "../../app/route-types";

/**
 * Settlement statements (issue 22). The load's statement sits with its pricing pages at
 * `inbound/:slug/pricing/settlement` (registered by the activities area); the statements list is
 * `statements` for operators and clients (docs/decisions.md, Settlement).
 */
export const settlementRoutes: AppRoute[] = [];
