import { SummaryView } from "../views/SummaryView";

export default function ClientSummaryPage() {
  return <SummaryView />;
}
