import { useSite } from "../../../shared/session";
import { OutboundLoadForm } from "../../outbound/components/OutboundLoadForm";
import { NewLoadFromRequest } from "../components/NewLoadFromRequest";
import { outboundValuesOfRequest } from "../components/request-outbound-values";

/** `inbound-requests/:number/outbound/new`: an operator turns a client's request into an outbound load. */
export default function InboundRequestOutboundNewPage() {
  const { data: site } = useSite();
  return (
    <NewLoadFromRequest kind="outbound" purpose=", e.g. a redeployment shipment back to them">
      {(r) => (
        <OutboundLoadForm
          request={r}
          initialValues={outboundValuesOfRequest(r, site?.user.warehouseId ?? null)}
        />
      )}
    </NewLoadFromRequest>
  );
}
