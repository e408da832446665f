import { CLIENTS } from "../components/people-kinds";
import { UserDetailView } from "../components/UserDetailView";

export default function ClientDetailPage() {
  return <UserDetailView kind={CLIENTS} />;
}
