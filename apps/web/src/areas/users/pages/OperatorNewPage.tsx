import { useCreateUser } from "../api";
import { OPERATORS } from "../components/people-kinds";
import { UserFormView } from "../components/UserFormView";
import { toCreateBody } from "../components/user-form-values";

export default function OperatorNewPage() {
  const create = useCreateUser();
  return <UserFormView kind={OPERATORS} save={(values) => create.mutateAsync(toCreateBody(values))} />;
}
