import type { Activity } from "@ops/domain";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSite } from "../../../shared/session";
import { InboundLoadForm } from "../components/InboundLoadForm";
import { loadInputOfRequest } from "../components/inbound-request-values";
import { NewLoadFromRequest } from "../components/NewLoadFromRequest";

/** An operator schedules the inbound load of a client's request; the server links the two. */
export default function InboundRequestInboundNewPage() {
  const { data: site } = useSite();
  const navigate = useNavigate();
  const onSaved = useCallback((activity: Activity) => navigate(`/inbound/${activity.slug}`), [navigate]);
  return (
    <NewLoadFromRequest kind="inbound">
      {(r) => (
        <InboundLoadForm
          initialValues={loadInputOfRequest(r, site?.user.warehouseId ?? null)}
          inboundRequestNumber={r.number}
          cancelTo={`/inbound-requests/${r.number}`}
          onSaved={onSaved}
        />
      )}
    </NewLoadFromRequest>
  );
}
