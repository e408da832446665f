import { Anchor, Button, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { type Account, type AccountDocument, DOCUMENT_TYPES, DSV_DOCUMENT_TYPES, labelOf } from "@ops/domain";
import { Link } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { RowActions } from "../../../shared/RowActions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { documentDownloadUrl, useDeleteDocument, useDocuments } from "../api";
import { useAccountsBase, useCanEditAccounts } from "../family";
import { ExpiryCell } from "./badges";
import { formatBytes } from "./document-status";

/** The label of a document's type, from the list of the account's kind. */
export function documentTypeLabel(account: Pick<Account, "type">, type: string): string {
  return labelOf(account.type === "dsvs" ? DSV_DOCUMENT_TYPES : DOCUMENT_TYPES, type);
}

/** Documents tab: operators upload, edit and delete; clients see what is shared with them. */
export function DocumentsView({ account }: { account: Account }) {
  const staff = useCanEditAccounts();
  const base = useAccountsBase();
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
      {documents.isPending ? (
        <Loader size="sm" aria-label="Loading documents" />
      ) : documents.error ? (
        <Text c="red">The documents could not be loaded: {documents.error.message}</Text>
      ) : documents.data.length === 0 ? (
        <Text c="dimmed">{staff ? "No documents yet." : "No documents are shared with you yet."}</Text>
      ) : (
        <Table.ScrollContainer minWidth={staff ? 900 : 680}>
          <Table withTableBorder striped aria-label="Documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                {showAccess ? <Table.Th>Client access</Table.Th> : null}
                <Table.Th>Expiry</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                {staff ? (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Anchor
                      size="sm"
                      href={documentDownloadUrl(base, account.id, d.id)}
                      title={`Download ${d.fileName}`}
                    >
                      {d.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{documentTypeLabel(account, d.type)}</Table.Td>
                  {showAccess ? (
                    <Table.Td style={{ whiteSpace: "nowrap" }}>
                      <Text
                        size="sm"
                        c={d.clientAccess ? "teal.8" : "dimmed"}
                        fw={d.clientAccess ? 600 : 400}
                      >
                        {d.clientAccess ? "Shared" : "Staff only"}
                      </Text>
                    </Table.Td>
                  ) : null}
                  <Table.Td>
                    <ExpiryCell expiryDate={d.expiryDate} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatBytes(d.size)}</Table.Td>
                  <Table.Td>
                    {d.uploadedBy ? `${d.uploadedBy} · ` : ""}
                    {new Date(d.createdAt).toLocaleDateString()}
                  </Table.Td>
                  {staff ? (
                    <Table.Td>
                      <RowActions
                        name={d.name}
                        editTo={`/accounts/${account.id}/documents/${d.id}/edit`}
                        onDelete={() => deleting.ask(d)}
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
