import { AccountPageFrame } from "../components/AccountPageFrame";
import { NotificationsView } from "../components/NotificationsView";

export default function NotificationsPage() {
  return <AccountPageFrame>{(account) => <NotificationsView account={account} />}</AccountPageFrame>;
}
