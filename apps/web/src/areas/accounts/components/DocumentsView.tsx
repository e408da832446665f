import { Button, Group, Stack, Title } from "@mantine/core";
import { type Account, type AccountDocument, DOCUMENT_TYPES, DSV_DOCUMENT_TYPES, labelOf } from "@ops/domain";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { RowActions } from "../../../shared/RowActions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { documentDownloadUrl, useDeleteDocument, useDocuments } from "../api";
import { useCanEditAccounts } from "../family";
import { ExpiryCell } from "./badges";
import { DocumentsTable } from "./DocumentsTable";

/** The label of a document's type, from the list of the account's kind. */
export function documentTypeLabel(account: Pick<Account, "type">, type: string): string {
  return labelOf(account.type === "dsvs" ? DSV_DOCUMENT_TYPES : DOCUMENT_TYPES, type);
}

/** Documents tab: operators upload, edit and delete; clients see what is shared with them. */
export function DocumentsView({ account }: { account: Account }) {
  const staff = useCanEditAccounts();
  const documents = useDocuments(account.id);
  const remove = useDeleteDocument(account.id);
  const deleting = useConfirmedAction({
    component: "DocumentsView",
    run: (doc: AccountDocument) => remove.mutateAsync(doc.id),
    success: (doc: AccountDocument) => `${doc.name} was deleted`,
  });
  const showAccess = staff && account.type === "active";

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Documents
        </Title>
        {staff ? (
          <Button component={Link} to={`/accounts/${account.id}/documents/new`} size="xs">
            Upload document
          </Button>
        ) : null}
      </Group>
      <DocumentsTable
        documents={documents}
        staff={staff}
        showAccess={showAccess}
        typeLabel={(type) => documentTypeLabel(account, type)}
        downloadUrl={(d) => documentDownloadUrl(account.id, d.id)}
        uploadedOn={(iso) => new Date(iso).toLocaleDateString()}
        extra={{ title: "Expiry", render: (d) => <ExpiryCell expiryDate={d.expiryDate} /> }}
        actions={
          staff
            ? (d) => (
                <RowActions
                  name={d.name}
                  editTo={`/accounts/${account.id}/documents/${d.id}/edit`}
                  onDelete={() => deleting.ask(d)}
                />
              )
            : undefined
        }
        minWidth={staff ? 900 : 680}
      />
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete document"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {deleting.pending?.name}? The file is removed for good.
      </ConfirmModal>
    </Stack>
  );
}
