import { Navigate, useParams } from "react-router";

/** `inbound/:slug/pricing`: the first pricing type, yield. */
export default function PricingPage() {
  const slug = useParams().slug?.toLowerCase() ?? "";
  return <Navigate to={`/inbound/${encodeURIComponent(slug)}/pricing/yield`} replace />;
}
