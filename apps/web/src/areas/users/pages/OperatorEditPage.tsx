import { useUpdateUser, useUser } from "../api";
import { OPERATORS } from "../components/people-kinds";
import { UserLoadState, useUserId } from "../components/UserDetailView";
import { UserFormView } from "../components/UserFormView";
import { toUpdateBody } from "../components/user-form-values";

export default function OperatorEditPage() {
  const id = useUserId();
  const user = useUser(id);
  const update = useUpdateUser(id);
  if (!user.data) return <UserLoadState kind={OPERATORS} id={id} error={user.error} />;
  return (
    <UserFormView
      kind={OPERATORS}
      user={user.data}
      save={(values) => update.mutateAsync(toUpdateBody(values))}
    />
  );
}
