import { DsvsListView } from "../components/DsvsListView";

export default function DsvsPage() {
  return <DsvsListView />;
}
