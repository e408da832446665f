import { AliasDetailView } from "../components/AliasViews";

export default function AliasPage() {
  return <AliasDetailView />;
}
