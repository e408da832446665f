import { AliasEditView } from "../components/AliasViews";

export default function AliasEditPage() {
  return <AliasEditView />;
}
