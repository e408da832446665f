import { AccountsListView } from "../components/AccountsListView";

export default function AccountsPage() {
  return <AccountsListView />;
}
