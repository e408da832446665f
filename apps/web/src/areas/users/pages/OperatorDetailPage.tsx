import { OPERATORS } from "../components/people-kinds";
import { UserDetailView } from "../components/UserDetailView";

export default function OperatorDetailPage() {
  return <UserDetailView kind={OPERATORS} />;
}
