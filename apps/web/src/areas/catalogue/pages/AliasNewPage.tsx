import { AliasNewView } from "../components/AliasViews";

export default function AliasNewPage() {
  return <AliasNewView />;
}
