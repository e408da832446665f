import { AccountEditView } from "../components/AccountEditView";

export default function DsvEditPage() {
  return <AccountEditView />;
}
