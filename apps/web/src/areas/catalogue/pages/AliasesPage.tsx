import { AliasesListView } from "../components/AliasViews";

export default function AliasesPage() {
  return <AliasesListView />;
}
