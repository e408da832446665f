import { Navigate, useSearchParams } from "react-router";

/** Only same-site paths: `/redirect?path=//evil.example` must not leave the product. */
export function safePath(path: string | null): string {
  if (!path?.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  return path;
}

/** `/redirect?path=` (SPEC §2): moves to a path inside the product. */
export function RedirectPage() {
  const [params] = useSearchParams();
  return <Navigate to={safePath(params.get("path"))} replace />;
}
