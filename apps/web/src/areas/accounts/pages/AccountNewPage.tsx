import { useSearchParams } from "react-router";
import { useCreateAccount } from "../api";
import { AccountForm } from "../components/AccountForm";

export default function AccountNewPage() {
  const [params] = useSearchParams();
  const parentId = params.get("parentId");
  const create = useCreateAccount();
  return (
    <AccountForm
      type="active"
      parentId={parentId && /^\d+$/.test(parentId) ? parentId : null}
      save={(body) => create.mutateAsync(body)}
    />
  );
}
