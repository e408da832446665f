import { useEffect } from "react";
import { useRouteError } from "react-router";
import { errorPageUrl, reportError } from "../../shared/reporting";

/** A render or loader failure in a screen: report it and go to /error by a full reload (SPEC §2). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, "route");
    window.location.assign(errorPageUrl(error, "route"));
  }, [error]);
  return null;
}
