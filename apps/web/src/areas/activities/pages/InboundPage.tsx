import { InboundListView } from "../components/InboundListView";

export default function InboundPage() {
  return <InboundListView />;
}
