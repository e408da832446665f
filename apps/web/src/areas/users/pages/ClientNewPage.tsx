import { useCreateUser } from "../api";
import { CLIENTS } from "../components/people-kinds";
import { UserFormView } from "../components/UserFormView";
import { toCreateBody } from "../components/user-form-values";

export default function ClientNewPage() {
  const create = useCreateUser();
  return <UserFormView kind={CLIENTS} save={(values) => create.mutateAsync(toCreateBody(values))} />;
}
