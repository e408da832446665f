import { AccountPageFrame } from "../components/AccountPageFrame";
import { ProgramsView } from "../components/ProgramsView";

export default function ProgramsPage() {
  return (
    <AccountPageFrame tab="programs">{(account) => <ProgramsView account={account} />}</AccountPageFrame>
  );
}
