import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { certificatesRoutes } from "./certificates.routes";
import { evidenceRoutes } from "./evidence.routes";
import { itadRoutes } from "./itad.routes";
import { sanitizationRoutes } from "./sanitization.routes";

/** Every call of IT asset disposition: serials, components, LPNs, routing, locks, mobility. */
export const itadArea: FastifyPluginAsync<AreaDeps> = async (app, { db, config, files }) => {
  await app.register(itadRoutes, { db });
  await app.register(evidenceRoutes, { db });
  await app.register(sanitizationRoutes, { db, files });
  await app.register(certificatesRoutes, { db, config, files });
};
