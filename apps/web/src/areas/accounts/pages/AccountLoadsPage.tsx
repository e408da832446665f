import { DockAccountLoadsTable } from "../../activities/components/DockAccountLoadsTable";
import { AccountPageFrame } from "../components/AccountPageFrame";

export default function AccountLoadsPage() {
  return <AccountPageFrame>{(account) => <DockAccountLoadsTable accountId={account.id} />}</AccountPageFrame>;
}
