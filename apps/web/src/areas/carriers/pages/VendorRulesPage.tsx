import { VendorRulesListView } from "../components/VendorRulesListView";

export default function VendorRulesPage() {
  return <VendorRulesListView />;
}
