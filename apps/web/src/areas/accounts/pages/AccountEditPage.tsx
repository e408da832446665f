import { AccountEditView } from "../components/AccountEditView";

export default function AccountEditPage() {
  return <AccountEditView />;
}
