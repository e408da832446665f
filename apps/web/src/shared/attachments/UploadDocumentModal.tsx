import { Button, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DocumentFields } from "@ops/domain";
import { zodResolver } from "../forms";
import { SelectField } from "../SelectField";
import { showSnackbar } from "../snackbar";
import { useFailure } from "../use-failure";
import { DocumentFileInput, DocumentUploading } from "./DocumentFileInput";
import { documentFileProblem, documentTypeOptions, SHAREABLE_LABELS, SHAREABLE_TYPES } from "./files";
import { type StoredDocument, uploadForm } from "./owner";
import { uploadErrors } from "./upload-errors";

// Loads and assets belong to client accounts: the client account's document types apply.
const TYPE_OPTIONS = documentTypeOptions({ type: "active" });

type Values = { file: File | null; name: string; type: string | null; client_access: boolean };

type Props = {
  send: (form: FormData) => Promise<StoredDocument>;
  /** Whether the document may be shared with the client (a load's may, an asset's may not). */
  shares: boolean;
  onClose: () => void;
};

/** The upload dialog: file, name (follows the file), type, and sharing with the client. */
export function UploadDocumentModal({ send, shares, onClose }: Props) {
  const fail = useFailure("UploadDocumentModal");
  const form = useForm<Values>({
    initialValues: { file: null, name: "", type: null, client_access: false },
    validate: (values) => {
      const errors = zodResolver(DocumentFields)({ ...values, type: values.type ?? "", expiryDate: "" });
      const problem = documentFileProblem(values.file);
      if (problem) errors.file = problem;
      return errors;
    },
  });
  const shareable = SHAREABLE_TYPES.includes(form.values.type ?? "");

  const submit = form.onSubmit(async (values) => {
    if (!values.file) return;
    const fields: Record<string, string> = { name: values.name.trim(), type: values.type ?? "" };
    if (shares) fields.client_access = String(values.client_access);
    try {
      const saved = await send(uploadForm(values.file, fields));
      showSnackbar(`${saved.name} was uploaded`, "success");
      onClose();
    } catch (error) {
      form.setErrors(uploadErrors(fail(error), error));
    }
  });

  return (
    <Modal opened onClose={onClose} title="Upload a document" centered size="lg">
      <form onSubmit={submit} noValidate aria-label="Upload document">
        <Stack>
          <DocumentFileInput form={form} />
          <TextInput label="Name" required {...form.getInputProps("name")} />
          <SelectField
            label="Type"
            required
            data={TYPE_OPTIONS}
            value={form.values.type}
            onChange={(type) => {
              form.setFieldValue("type", type);
              if (!SHAREABLE_TYPES.includes(type ?? "")) form.setFieldValue("client_access", false);
            }}
            error={form.errors.type}
          />
          {shares ? (
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
          ) : null}
          {form.submitting && form.values.file ? <DocumentUploading file={form.values.file} /> : null}
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
