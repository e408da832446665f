import { AccountPageFrame } from "../components/AccountPageFrame";
import { ProgramsView } from "../components/ProgramsView";

export default function ProgramsPage() {
  return <AccountPageFrame>{(account) => <ProgramsView account={account} />}</AccountPageFrame>;
}
