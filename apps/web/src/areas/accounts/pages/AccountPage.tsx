import { AccountOverview } from "../components/AccountOverview";
import { AccountPageFrame } from "../components/AccountPageFrame";

export default function AccountPage() {
  return <AccountPageFrame>{(account) => <AccountOverview account={account} />}</AccountPageFrame>;
}
