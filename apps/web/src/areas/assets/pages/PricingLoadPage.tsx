import { PricingType } from "@ops/domain";
import { Navigate, useParams } from "react-router";
import { PricingLoadTab } from "../components/PricingLoadTab";

/** `loads/:slug/pricing` (yield first) and `loads/:slug/pricing/:type`, read-only. */
export default function PricingLoadPage() {
  const params = useParams();
  const slug = params.slug?.toLowerCase() ?? "";
  const type = PricingType.safeParse(params.type ?? "yield");
  // An unknown type in the address falls back to the first page rather than a blank screen.
  if (!type.success || params.type === undefined)
    return <Navigate to={`/loads/${encodeURIComponent(slug)}/pricing/yield`} replace />;
  return <PricingLoadTab type={type.data} />;
}
