import { ReceivedView } from "../views/ReceivedView";

export default function SmrReceivedPage() {
  return <ReceivedView smr />;
}
