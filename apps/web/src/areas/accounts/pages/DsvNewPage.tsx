import { useCreateAccount } from "../api";
import { AccountForm } from "../components/AccountForm";

export default function DsvNewPage() {
  const create = useCreateAccount();
  return <AccountForm type="dsvs" save={(body) => create.mutateAsync(body)} />;
}
