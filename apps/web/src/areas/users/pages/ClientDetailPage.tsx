import { UserDetailView } from "../components/UserDetailView";
import { CLIENTS } from "../components/people-kinds";

export default function ClientDetailPage() {
  return <UserDetailView kind={CLIENTS} />;
}
