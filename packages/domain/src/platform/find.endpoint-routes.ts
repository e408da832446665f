// The route of global find, which the shell's search box calls; its schemas are added in
// platform.endpoints.ts, so importing it loads no zod (platform/endpoints.ts).
import { defineRoute } from "./endpoints";

/** Global find for staff and, limited to their accounts, clients (SPEC §7). */
export const findTermRoute = defineRoute({
  method: "GET",
  path: "/find/:term",
  families: ["operator", "client"],
  operationId: "findTerm",
  permission: null,
  summary: "The screen of a barcode, serial, load slug, request number or location barcode",
  tags: ["find"],
});
