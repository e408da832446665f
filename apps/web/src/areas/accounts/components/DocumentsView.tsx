import { type Account, DOCUMENT_TYPES, DSV_DOCUMENT_TYPES, labelOf } from "@ops/domain";
import { Documents } from "../../../shared/attachments/Documents";
import { useInvalidateDocuments } from "../api";
import { useCanEditAccounts } from "../family";
import { ExpiryCell } from "./badges";

/** The label of a document's type, from the list of the account's kind. */
function documentTypeLabel(account: Pick<Account, "type">, type: string): string {
  return labelOf(account.type === "dsvs" ? DSV_DOCUMENT_TYPES : DOCUMENT_TYPES, type);
}

/**
 * Documents tab: the shared documents list with an account's own parts: the expiry column, the
 * upload and edit screens, client access only on client accounts, and the qualification and
 * vendor lists refreshed with it.
 */
export function DocumentsView({ account }: { account: Account }) {
  const staff = useCanEditAccounts();
  const changed = useInvalidateDocuments(account.id);
  const base = `/accounts/${account.id}/documents`;
  return (
    <Documents
      owner={{ kind: "account", id: account.id }}
      typeLabel={(type) => documentTypeLabel(account, type)}
      showAccess={staff && account.type === "active"}
      extra={{ title: "Expiry", render: (d) => <ExpiryCell expiryDate={d.expiryDate ?? null} /> }}
      uploadTo={`${base}/new`}
      editTo={(d) => `${base}/${d.id}/edit`}
      onChange={changed}
    />
  );
}
