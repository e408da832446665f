import { Anchor, Loader, Stack, Text } from "@mantine/core";
import type { Account } from "@ops/domain";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { useDocument, useUpdateDocument } from "../api";
import { AccountPageFrame } from "../components/AccountPageFrame";
import { DocumentForm } from "../components/DocumentForm";

function EditDocument({ account }: { account: Account }) {
  const { documentId } = useParams();
  const id = /^\d+$/.test(documentId ?? "") ? Number(documentId) : Number.NaN;
  const document = useDocument(account.id, id);
  const update = useUpdateDocument(account.id, id);
  if (!document.data) {
    if (Number.isNaN(id) || (document.error instanceof ApiError && document.error.status === 404)) {
      return (
        <Stack gap="xs">
          <Text fw={600}>Document not found</Text>
          <Anchor component={Link} to={`/accounts/${account.id}/documents`}>
            Back to documents
          </Anchor>
        </Stack>
      );
    }
    if (document.error) throw document.error;
    return <Loader size="sm" aria-label="Loading document" />;
  }
  return (
    <DocumentForm
      key={document.data.id}
      account={account}
      document={document.data}
      save={({ fields }) => update.mutateAsync(fields)}
    />
  );
}

export default function DocumentEditPage() {
  return <AccountPageFrame>{(account) => <EditDocument account={account} />}</AccountPageFrame>;
}
