import { AccountPageFrame } from "../components/AccountPageFrame";
import { ContactsView } from "../components/ContactsView";

export default function ContactsPage() {
  return <AccountPageFrame>{(account) => <ContactsView account={account} />}</AccountPageFrame>;
}
