import { PeopleListView } from "../components/PeopleListView";
import { CLIENTS } from "../components/people-kinds";

export default function ClientsPage() {
  return <PeopleListView kind={CLIENTS} />;
}
