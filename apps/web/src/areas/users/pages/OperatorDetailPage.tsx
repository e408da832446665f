import { UserDetailView } from "../components/UserDetailView";
import { OPERATORS } from "../components/people-kinds";

export default function OperatorDetailPage() {
  return <UserDetailView kind={OPERATORS} />;
}
