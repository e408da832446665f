import { PeopleListView } from "../components/PeopleListView";
import { OPERATORS } from "../components/people-kinds";

export default function OperatorsPage() {
  return <PeopleListView kind={OPERATORS} />;
}
