import { Navigate, useSearchParams } from "react-router";
import { safePath } from "../shared/signed-in";

/** `/redirect?path=` (SPEC §2): moves to a path inside the product. */
export function RedirectPage() {
  const [params] = useSearchParams();
  return <Navigate to={safePath(params.get("path"))} replace />;
}
