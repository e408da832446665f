import { Button, FileInput, Group, Modal, Stack, Text } from "@mantine/core";
import { MAX_PRODUCT_IMPORT_BYTES, MAX_PRODUCT_IMPORT_ROWS, PRODUCT_SHEET_COLUMNS } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { ImportErrorsTable } from "../../../shared/ImportErrorsTable";
import { importErrorsOf } from "../../../shared/import-errors";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useImportProducts } from "../api";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";
const MB = MAX_PRODUCT_IMPORT_BYTES / 1024 / 1024;

/** Imports products from an xlsx or csv file: every row or none. */
export function ProductImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [refused, setRefused] = useState<ReturnType<typeof importErrorsOf> | null>(null);
  const upload = useImportProducts();
  const fail = useFailure("ProductImportModal");

  const close = () => {
    setFile(null);
    setFileError(null);
    setRefused(null);
    onClose();
  };

  const choose = (next: File | null) => {
    setFile(next);
    setRefused(null);
    setFileError(next && next.size > MAX_PRODUCT_IMPORT_BYTES ? `The file is larger than ${MB} MB` : null);
  };

  const submit = async () => {
    if (!file) {
      setFileError("Choose a file to import");
      return;
    }
    if (fileError) return;
    try {
      const result = await upload.mutateAsync(file);
      showSnackbar(
        `${result.created} ${result.created === 1 ? "product was" : "products were"} imported`,
        "success",
      );
      close();
    } catch (error) {
      fail(error);
      if (error instanceof ApiError && error.status === 422)
        setRefused(importErrorsOf(error, PRODUCT_SHEET_COLUMNS));
      else if (error instanceof ApiError && error.status === 413) setFileError(error.message);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Import products" centered size="xl">
      <Stack>
        <Text size="sm">
          An .xlsx or .csv file of at most {MB} MB and {MAX_PRODUCT_IMPORT_ROWS.toLocaleString()} rows, with a
          header row naming the columns: {PRODUCT_SHEET_COLUMNS.join(", ")}. The products are added only if
          every row is valid.
        </Text>
        <FileInput
          label="File"
          required
          clearable
          placeholder="Choose a file"
          accept={ACCEPT}
          value={file}
          onChange={choose}
          error={fileError}
          data-autofocus
        />
        {refused ? <ImportErrorsTable rows={refused.rows} general={refused.general} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {refused ? "Close" : "Cancel"}
          </Button>
          <Button onClick={submit} loading={upload.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
