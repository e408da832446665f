import { ReceivedView } from "../views/ReceivedView";

export default function ClientReceivedPage() {
  return <ReceivedView smr={false} />;
}
