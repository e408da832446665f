import { InboundView } from "../views/InboundView";

export default function SmrInboundPage() {
  return <InboundView smr />;
}
