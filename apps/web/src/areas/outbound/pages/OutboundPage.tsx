import { OutboundListView } from "../components/OutboundListView";

/** `outbound`: the outbound loads. */
export default function OutboundPage() {
  return <OutboundListView />;
}
