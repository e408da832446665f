import { Button, Group, Stack, Title } from "@mantine/core";
import { DOCUMENT_TYPES, labelOf } from "@ops/domain";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { ConfirmModal } from "../ConfirmModal";
import { formatDay } from "../dates";
import { RowActions } from "../RowActions";
import { useConfirmedAction } from "../use-confirmed-action";
import { DocumentsTable } from "./DocumentsTable";
import { type AttachmentOwner, documentCalls, type StoredDocument } from "./owner";
import { UploadDocumentModal } from "./UploadDocumentModal";
import { useFileList, useFilesChanged, useMayCall } from "./use-files";

type Props = {
  owner: AttachmentOwner;
  /** The label of a document's type; the client documents' types by default. */
  typeLabel?: (type: string) => string;
  /** Whether staff see the "Client access" column; by default where documents can be shared. */
  showAccess?: boolean;
  /** A column after the type (an account's expiry). */
  extra?: { title: string; render: (document: StoredDocument) => ReactNode };
  /** An upload screen to open instead of the dialog, and each row's edit screen (an account's). */
  uploadTo?: string;
  editTo?: (document: StoredDocument) => string;
  /** What else changes with the documents (an account's qualification). */
  onChange?: () => unknown;
};

/**
 * The documents of an account, an activity or an asset: operators upload, share with the client
 * (not an asset's) and delete; clients see the ones shared with them, through their family.
 */
export function Documents({ owner, typeLabel, showAccess, extra, uploadTo, editTo, onChange }: Props) {
  const calls = documentCalls(owner);
  const documents = useFileList(calls);
  const changed = useFilesChanged(calls, onChange);
  const mayUpload = useMayCall(calls.upload);
  const mayDelete = useMayCall(calls.remove);
  const shares = owner.kind !== "asset";
  const [uploading, setUploading] = useState(false);
  const deleting = useConfirmedAction({
    component: "Documents",
    run: async (document: StoredDocument) => {
      await calls.delete(document);
      await changed();
    },
    success: (document: StoredDocument) => `${document.name} was deleted`,
  });

  const deleteButton = (d: StoredDocument) => (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        color="red"
        size="xs"
        onClick={() => deleting.ask(d)}
        aria-label={`Delete ${d.name}`}
      >
        Delete
      </Button>
    </Group>
  );
  const editable = (d: StoredDocument) =>
    editTo ? (
      <RowActions name={d.name} editTo={editTo(d)} onDelete={() => deleting.ask(d)} />
    ) : (
      deleteButton(d)
    );

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Documents
        </Title>
        {mayUpload && uploadTo ? (
          <Button component={Link} to={uploadTo} size="xs">
            Upload document
          </Button>
        ) : mayUpload ? (
          <Button size="xs" onClick={() => setUploading(true)}>
            Upload document
          </Button>
        ) : null}
      </Group>
      <DocumentsTable
        documents={documents}
        staff={mayDelete}
        showAccess={showAccess ?? (mayDelete && shares)}
        typeLabel={typeLabel ?? ((type) => labelOf(DOCUMENT_TYPES, type))}
        downloadUrl={calls.fileUrl}
        uploadedOn={formatDay}
        extra={extra}
        actions={mayDelete ? editable : undefined}
        minWidth={560 + (extra ? 120 : 0) + (mayDelete ? 200 : 0)}
      />
      {uploading ? (
        <UploadDocumentModal
          send={async (form) => {
            const saved = await calls.send(form);
            await changed();
            return saved;
          }}
          shares={shares}
          onClose={() => setUploading(false)}
        />
      ) : null}
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
