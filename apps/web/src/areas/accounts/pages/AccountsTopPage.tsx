import { AccountsTopView } from "../components/AccountsTopView";

export default function AccountsTopPage() {
  return <AccountsTopView />;
}
