import { AccountPageFrame } from "../components/AccountPageFrame";
import { DocumentsView } from "../components/DocumentsView";

export default function DocumentsPage() {
  return <AccountPageFrame>{(account) => <DocumentsView account={account} />}</AccountPageFrame>;
}
