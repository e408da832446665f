import { Button, FileInput, Group, List, Modal, Stack, Text } from "@mantine/core";
import { PRICING_COLUMNS } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { ImportErrorsTable } from "../../../shared/ImportErrorsTable";
import { type ImportRowError, importErrorsOf } from "../../../shared/import-errors";
import { markHandled, reportError } from "../../../shared/reporting";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useBulkImportFmv } from "../pricing-api";
import { expectedColumns, pricedMessage } from "./pricing-files";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";
const REFUSED = new Set([400, 413, 415, 422]);

type Props = {
  opened: boolean;
  /** The selected loads. */
  slugs: string[];
  onClose: () => void;
  /** After the values were imported. */
  onDone: () => void;
};

/**
 * The inbound index's "Import FMV" bulk action (SPEC §2): one file of fair market values for the
 * assets of the selected loads. Every row is checked first; a refusal lists the row errors and
 * nothing is written, so the file can be corrected and sent again.
 */
export function PricingBulkFmvModal({ opened, slugs, onClose, onDone }: Props) {
  const importFmv = useBulkImportFmv();
  const fail = useFailure("PricingBulkFmvModal");
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<{ rows: ImportRowError[]; general: string[] } | null>(null);
  const [wasOpen, setWasOpen] = useState(opened);
  // Each opening starts without the last one's file and errors.
  if (wasOpen !== opened) {
    setWasOpen(opened);
    if (opened) {
      setFile(null);
      setRefusal(null);
    }
  }

  const count = slugs.length;
  const submit = async () => {
    if (!file) return;
    setRefusal(null);
    try {
      const result = await importFmv.mutateAsync({ file, slugs });
      showSnackbar(pricedMessage(result), result.priced > 0 ? "success" : "warning");
      onDone();
    } catch (error) {
      if (error instanceof ApiError && REFUSED.has(error.status)) {
        reportError(error, "PricingBulkFmvModal");
        markHandled(error);
        setRefusal(importErrorsOf(error, PRICING_COLUMNS.fmv.required.flat()));
      } else {
        fail(error);
      }
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Import FMV for ${count} load${count === 1 ? "" : "s"}`}
      centered
      size="lg"
    >
      <Stack>
        <Text size="sm">
          An .xlsx or .csv file with a header row and the columns{" "}
          <strong>{expectedColumns("fmv").join(", ")}</strong>: each asset's serial number (or barcode) on one
          of these loads and its fair market value. Nothing is written unless every row is valid.
        </Text>
        <List size="sm" spacing={2} style={{ maxHeight: 140, overflowY: "auto" }} aria-label="Selected loads">
          {slugs.map((slug) => (
            <List.Item key={slug}>{slug}</List.Item>
          ))}
        </List>
        <FileInput
          label="FMV file"
          placeholder="Choose an .xlsx or .csv file"
          accept={ACCEPT}
          clearable
          value={file}
          onChange={(next) => {
            setFile(next);
            setRefusal(null);
          }}
          disabled={importFmv.isPending}
          data-autofocus
        />
        {refusal ? <ImportErrorsTable rows={refusal.rows} general={refusal.general} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!file || count === 0} loading={importFmv.isPending}>
            Import FMV
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
