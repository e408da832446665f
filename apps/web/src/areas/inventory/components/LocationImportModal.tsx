import { Button, Code, FileInput, Group, Modal, Stack, Text } from "@mantine/core";
import { LOCATION_IMPORT_MAX_ROWS, LOCATION_SHEET_COLUMNS } from "@ops/domain";
import { useState } from "react";
import { ImportErrorsTable } from "../../../shared/ImportErrorsTable";
import { type ImportRowError, importErrorsOf } from "../../../shared/import-errors";
import { markHandled, reportError } from "../../../shared/reporting";
import { showSnackbar } from "../../../shared/snackbar";
import { useImportLocations } from "../api";

type Props = { warehouse: { id: number; shortName: string }; onClose: () => void };

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

/** Imports a spreadsheet of locations into a warehouse; mounted only while open. */
export function LocationImportModal({ warehouse, onClose }: Props) {
  const importLocations = useImportLocations();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<{ rows: ImportRowError[]; general: string[] } | null>(null);

  const submit = async () => {
    if (!file) return;
    setRefused(null);
    try {
      const result = await importLocations.mutateAsync({ warehouseId: warehouse.id, file });
      showSnackbar(
        `${result.created} ${result.created === 1 ? "location was" : "locations were"} imported`,
        "success",
      );
      onClose();
    } catch (error) {
      // The errors are shown in full below rather than in the snackbar.
      reportError(error, "LocationImportModal");
      markHandled(error);
      setRefused(importErrorsOf(error, LOCATION_SHEET_COLUMNS));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Import locations into ${warehouse.shortName}`} centered size="lg">
      <Stack>
        <Text size="sm">
          An .xlsx or .csv file of at most {LOCATION_IMPORT_MAX_ROWS.toLocaleString()} rows, with a header row
          naming the columns <Code>{LOCATION_SHEET_COLUMNS.join(", ")}</Code>. The type is an id or a label;
          the parent is a barcode of this warehouse or of another row; active is yes or no (yes when empty).
          The file is imported only if every row is valid.
        </Text>
        <FileInput
          label="File"
          placeholder="Choose a file"
          accept={ACCEPT}
          clearable
          value={file}
          onChange={(value) => {
            setFile(value);
            setRefused(null);
          }}
          data-autofocus
        />
        {refused ? <ImportErrorsTable rows={refused.rows} general={refused.general} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!file} loading={importLocations.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
