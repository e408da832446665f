import type { RouteObject } from "react-router";

/**
 * The employee's own request pages (`parcel/request/{referenceId}(/edit)`, a token link, no
 * sign-in), outside the shell. Filled by the issue 20 work on this file.
 */
export const parcelPublicRoutes: RouteObject[] = [];
