import { useAccount, useUpdateAccount } from "../api";
import { AccountForm } from "./AccountForm";
import { AccountLoadState } from "./AccountLoadState";
import { useAccountId } from "./AccountPageFrame";

/** The edit screen of the account in the route; the form follows the account's own type. */
export function AccountEditView() {
  const id = useAccountId();
  const account = useAccount(id);
  const update = useUpdateAccount(id);
  if (!account.data) return <AccountLoadState id={id} error={account.error} />;
  return (
    <AccountForm
      key={account.data.id}
      type={account.data.type}
      account={account.data}
      save={(body) => update.mutateAsync(body)}
    />
  );
}
