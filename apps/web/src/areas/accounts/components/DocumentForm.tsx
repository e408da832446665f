import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type Account, type AccountDocument, DocumentFields } from "@ops/domain";
import { useNavigate } from "react-router";
import { DocumentFileInput, DocumentUploading } from "../../../shared/attachments/DocumentFileInput";
import {
  documentFileProblem,
  documentTypeOptions,
  formatBytes,
  SHAREABLE_LABELS,
  SHAREABLE_TYPES,
} from "../../../shared/attachments/files";
import { uploadErrors } from "../../../shared/attachments/upload-errors";
import { zodResolver } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { EXPIRY_HINT } from "./document-status";

type Values = {
  file: File | null;
  name: string;
  type: string | null;
  client_access: boolean;
  expiryDate: string;
};

export type DocumentSave = { file: File | null; fields: DocumentFields };

type Props = {
  account: Account;
  /** The document being edited; absent when uploading one. */
  document?: AccountDocument;
  /** A type to start with (`?type=` from the qualification screen). */
  initialType?: string | null;
  /** Where to go after saving or cancelling; the account's documents by default. */
  returnTo?: string;
  save: (value: DocumentSave) => Promise<AccountDocument>;
};

function fieldsOf(values: Values) {
  return {
    name: values.name,
    type: values.type ?? "",
    client_access: values.client_access,
    expiryDate: values.expiryDate,
  };
}

/** Upload and edit screens of an account document, validated by `DocumentFields`. */
export function DocumentForm({ account, document, initialType = null, returnTo, save }: Props) {
  const navigate = useNavigate();
  const fail = useFailure("DocumentForm");
  const editing = document !== undefined;
  const clientAccount = account.type === "active";
  const typeOptions = documentTypeOptions(account, document?.type);
  const form = useForm<Values>({
    initialValues: {
      file: null,
      name: document?.name ?? "",
      type: document?.type ?? (typeOptions.some((o) => o.value === initialType) ? initialType : null),
      client_access: document?.clientAccess ?? false,
      expiryDate: document?.expiryDate ?? "",
    },
    validate: (values) => {
      const errors = zodResolver(DocumentFields)(fieldsOf(values));
      const fileError = editing ? null : documentFileProblem(values.file);
      if (fileError) errors.file = fileError;
      if (values.type && !typeOptions.some((o) => o.value === values.type))
        errors.type = "Choose a type from the list";
      return errors;
    },
  });

  const shareable = clientAccount && SHAREABLE_TYPES.includes(form.values.type ?? "");
  const back = returnTo ?? `/accounts/${account.id}/documents`;

  const chooseType = (type: string | null) => {
    form.setFieldValue("type", type);
    if (!clientAccount || !SHAREABLE_TYPES.includes(type ?? "")) form.setFieldValue("client_access", false);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save({ file: values.file, fields: DocumentFields.parse(fieldsOf(values)) });
      showSnackbar(editing ? "Changes saved" : `${saved.name} was uploaded`, "success");
      navigate(back);
    } catch (error) {
      form.setErrors(uploadErrors(fail(error), error));
    }
  });

  const title = editing ? `Edit ${document.name}` : `Upload a document to ${account.name}`;
  const uploading = form.submitting && !editing ? form.values.file : null;

  return (
    <Stack maw={720}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <form onSubmit={submit} noValidate aria-label={editing ? "Edit document" : "Upload document"}>
        <Stack>
          {editing ? (
            <Text size="sm">
              File: <strong>{document.fileName}</strong> ({formatBytes(document.size)})
            </Text>
          ) : (
            <DocumentFileInput form={form} />
          )}
          <TextInput label="Name" required {...form.getInputProps("name")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              label="Type"
              required
              data={typeOptions}
              value={form.values.type}
              onChange={chooseType}
              error={form.errors.type}
            />
            <TextInput
              label="Expiry date"
              type="date"
              description={account.type === "dsvs" ? EXPIRY_HINT : "Leave empty if it does not expire."}
              {...form.getInputProps("expiryDate")}
            />
          </SimpleGrid>
          {clientAccount ? (
            <Switch
              label="Client access"
              description={
                shareable
                  ? "Client users of this account can see and download it."
                  : `Only these types can be shared with the client: ${SHAREABLE_LABELS}.`
              }
              disabled={!shareable}
              {...form.getInputProps("client_access", { type: "checkbox" })}
            />
          ) : null}
          {uploading ? <DocumentUploading file={uploading} /> : null}
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Upload"}
            </Button>
            <Button variant="default" onClick={() => navigate(back)} disabled={form.submitting}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
