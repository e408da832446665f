import { FileInput, Progress, Stack, Text } from "@mantine/core";
import { MAX_DOCUMENT_BYTES } from "@ops/domain";
import type { ReactNode } from "react";
import { documentFileProblem, formatBytes, nameFromFile } from "./files";

/** The part of a document's form the file input drives: the file and the name that follows it. */
type DocumentFileForm = {
  values: { file: File | null; name: string };
  errors: Record<string, ReactNode>;
  setFieldValue(path: "file", value: File | null): void;
  setFieldValue(path: "name", value: string): void;
  setFieldError(path: "file", error: ReactNode): void;
};

/** The file of a document being uploaded; its name follows the file until the user writes one. */
export function DocumentFileInput({ form }: { form: DocumentFileForm }) {
  const chooseFile = (file: File | null) => {
    const previous = form.values.file;
    form.setFieldValue("file", file);
    if (file && (!form.values.name.trim() || (previous && form.values.name === nameFromFile(previous.name))))
      form.setFieldValue("name", nameFromFile(file.name));
    form.setFieldError("file", documentFileProblem(file, false));
  };

  return (
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
  );
}

/** Shown while a document's file is being sent. */
export function DocumentUploading({ file }: { file: File }) {
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">
        Uploading {file.name} ({formatBytes(file.size)})…
      </Text>
      <Progress value={100} striped animated aria-label="Uploading" />
    </Stack>
  );
}
