import type { Account } from "@ops/domain";
import { useSearchParams } from "react-router";
import { useUploadDocument } from "../api";
import { AccountPageFrame } from "../components/AccountPageFrame";
import { DocumentForm } from "../components/DocumentForm";

function UploadDocument({ account }: { account: Account }) {
  const [params] = useSearchParams();
  const upload = useUploadDocument(account.id);
  return (
    <DocumentForm
      account={account}
      initialType={params.get("type")}
      returnTo={params.get("from") === "dsv" ? `/accounts/${account.id}/dsv` : undefined}
      save={({ file, fields }) => {
        if (!file) throw new Error("Choose a file to upload");
        return upload.mutateAsync({ file, fields });
      }}
    />
  );
}

export default function DocumentNewPage() {
  return <AccountPageFrame>{(account) => <UploadDocument account={account} />}</AccountPageFrame>;
}
