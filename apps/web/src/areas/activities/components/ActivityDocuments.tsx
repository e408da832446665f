import {
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type ActivityDocument,
  CLIENT_VISIBLE_DOCUMENT_TYPE_IDS,
  DOCUMENT_TYPES,
  DocumentFields,
  labelOf,
  MAX_DOCUMENT_BYTES,
} from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { zodResolver } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useFailure } from "../../../shared/use-failure";
import { documentTypeOptions } from "../../accounts/components/DocumentForm";
import { DocumentsTable } from "../../accounts/components/DocumentsTable";
import { formatBytes, nameFromFile } from "../../accounts/components/document-status";
import { useCanEditAccounts, useFamilyPrefix } from "../../accounts/family";
import {
  activityDocumentUrl,
  useActivityDocuments,
  useDeleteActivityDocument,
  useUploadActivityDocument,
} from "../loads-api";
import { formatDay } from "./inbound-dates";

const SHAREABLE: readonly string[] = CLIENT_VISIBLE_DOCUMENT_TYPE_IDS;
const SHAREABLE_LABELS = DOCUMENT_TYPES.filter((t) => SHAREABLE.includes(t.id))
  .map((t) => t.label)
  .join(", ");
// Loads belong to client accounts: the client account's document types apply.
const TYPE_OPTIONS = documentTypeOptions({ type: "active" });

type Values = { file: File | null; name: string; type: string | null; client_access: boolean };

function fileError(file: File | null): string | null {
  if (!file) return "Choose a file to upload";
  if (file.size === 0) return "The file is empty";
  if (file.size > MAX_DOCUMENT_BYTES)
    return `The file is ${formatBytes(file.size)}; documents can be at most ${formatBytes(MAX_DOCUMENT_BYTES)}`;
  return null;
}

/** The upload dialog: file, name (follows the file), type, and sharing with the client. */
function UploadDocumentModal({ slug, onClose }: { slug: string; onClose: () => void }) {
  const upload = useUploadActivityDocument(slug);
  const fail = useFailure("ActivityDocuments");
  const form = useForm<Values>({
    initialValues: { file: null, name: "", type: null, client_access: false },
    validate: (values) => {
      const errors = zodResolver(DocumentFields)({ ...values, type: values.type ?? "", expiryDate: "" });
      const problem = fileError(values.file);
      if (problem) errors.file = problem;
      return errors;
    },
  });
  const shareable = SHAREABLE.includes(form.values.type ?? "");

  const chooseFile = (file: File | null) => {
    const previous = form.values.file;
    form.setFieldValue("file", file);
    // The name follows the file until the user writes their own.
    if (file && (!form.values.name.trim() || (previous && form.values.name === nameFromFile(previous.name))))
      form.setFieldValue("name", nameFromFile(file.name));
    form.setFieldError("file", file ? fileError(file) : null);
  };

  const submit = form.onSubmit(async (values) => {
    if (!values.file) return;
    try {
      const saved = await upload.mutateAsync({
        file: values.file,
        fields: { name: values.name.trim(), type: values.type ?? "", client_access: values.client_access },
      });
      showSnackbar(`${saved.name} was uploaded`, "success");
      onClose();
    } catch (error) {
      const errors = fail(error);
      if (error instanceof ApiError && error.status === 413) errors.file = error.message;
      form.setErrors(errors);
    }
  });

  return (
    <Modal opened onClose={onClose} title="Upload a document" centered size="lg">
      <form onSubmit={submit} noValidate aria-label="Upload document">
        <Stack>
          <FileInput
            label="File"
            required
            clearable
            placeholder="Choose a file"
            description={`At most ${formatBytes(MAX_DOCUMENT_BYTES)}.`}
            value={form.values.file}
            onChange={chooseFile}
            error={form.errors.file}
            data-autofocus
          />
          <TextInput label="Name" required {...form.getInputProps("name")} />
          <SelectField
            label="Type"
            required
            data={TYPE_OPTIONS}
            value={form.values.type}
            onChange={(type) => {
              form.setFieldValue("type", type);
              if (!SHAREABLE.includes(type ?? "")) form.setFieldValue("client_access", false);
            }}
            error={form.errors.type}
          />
          <Switch
            label="Client access"
            description={
              shareable
                ? "Client users of the load's account can see and download it."
                : `Only these types can be shared with the client: ${SHAREABLE_LABELS}.`
            }
            disabled={!shareable}
            {...form.getInputProps("client_access", { type: "checkbox" })}
          />
          {form.submitting && form.values.file ? (
            <Stack gap={4} role="status" aria-live="polite">
              <Text size="sm">
                Uploading {form.values.file.name} ({formatBytes(form.values.file.size)})…
              </Text>
              <Progress value={100} striped animated aria-label="Uploading" />
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The documents of an activity (a load): operators upload, share with the client and delete;
 * clients see the ones shared with them, through their family.
 */
export function ActivityDocuments({ slug }: { slug: string }) {
  const staff = useCanEditAccounts();
  const family = useFamilyPrefix();
  const documents = useActivityDocuments(family, slug);
  const remove = useDeleteActivityDocument(slug);
  const [uploading, setUploading] = useState(false);
  const deleting = useConfirmedAction({
    component: "ActivityDocuments",
    run: (doc: ActivityDocument) => remove.mutateAsync(doc.id),
    success: (doc: ActivityDocument) => `${doc.name} was deleted`,
  });

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Documents
        </Title>
        {staff ? (
          <Button size="xs" onClick={() => setUploading(true)}>
            Upload document
          </Button>
        ) : null}
      </Group>
      <DocumentsTable
        documents={documents}
        staff={staff}
        showAccess={staff}
        typeLabel={(type) => labelOf(DOCUMENT_TYPES, type)}
        downloadUrl={(d) => activityDocumentUrl(slug, d.id)}
        uploadedOn={formatDay}
        actions={
          staff
            ? (d) => (
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
              )
            : undefined
        }
        minWidth={staff ? 760 : 560}
      />
      {uploading ? <UploadDocumentModal slug={slug} onClose={() => setUploading(false)} /> : null}
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
