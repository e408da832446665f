import { InboundView } from "../views/InboundView";

export default function ClientInboundPage() {
  return <InboundView smr={false} />;
}
