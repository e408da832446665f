import { Alert, Button, Code, FileInput, Group, List, Stack, Text } from "@mantine/core";
import { SOLD_REPORT_COLUMNS, type SoldReportResult } from "@ops/domain";
import { useState } from "react";
import { ImportErrorsTable } from "../../../shared/ImportErrorsTable";
import { type ImportRowError, importErrorsOf } from "../../../shared/import-errors";
import { markHandled, reportError } from "../../../shared/reporting";
import { useImportSoldReport } from "./api";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

/** Uploads the marketplace's sold-items report; shows every refused row, or what was sold. */
export function SoldReportUpload({ platform }: { platform: string }) {
  const importReport = useImportSoldReport();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<{ rows: ImportRowError[]; general: string[] } | null>(null);
  const [result, setResult] = useState<SoldReportResult | null>(null);

  const submit = async () => {
    if (!file) return;
    setRefused(null);
    setResult(null);
    try {
      setResult(await importReport.mutateAsync({ file, platform }));
      setFile(null);
    } catch (error) {
      // Every refused row is shown below rather than in the snackbar.
      reportError(error, "SoldReportUpload");
      markHandled(error);
      setRefused(importErrorsOf(error, SOLD_REPORT_COLUMNS));
    }
  };

  return (
    <Stack>
      <Text size="sm">
        The marketplace's sold-items report (.xlsx or .csv) with the columns{" "}
        <Code>
          Order number, Item number, Custom label, Item title, Quantity, Sold for, Buyer username, Buyer name,
          Sale date
        </Code>
        . Each row names its listing by item number or custom label (L-&lt;listing id&gt;); Sold for is the
        price of one unit. Nothing is sold unless every row is valid; an order imported before is skipped.
      </Text>
      <FileInput
        label="Sold-items report"
        placeholder="Choose a file"
        accept={ACCEPT}
        clearable
        value={file}
        onChange={(value) => {
          setFile(value);
          setRefused(null);
        }}
      />
      <Group justify="flex-end">
        <Button onClick={submit} disabled={!file} loading={importReport.isPending}>
          Import sold report
        </Button>
      </Group>
      {refused ? <ImportErrorsTable rows={refused.rows} general={refused.general} /> : null}
      {result ? <AppliedSummary result={result} /> : null}
    </Stack>
  );
}

function AppliedSummary({ result }: { result: SoldReportResult }) {
  return (
    <Alert color="green" title="Sold report imported">
      <Text size="sm">
        {result.applied} {result.applied === 1 ? "row" : "rows"} applied: {result.sold}{" "}
        {result.sold === 1 ? "asset" : "assets"} marked sold.
        {result.soldOut.length > 0
          ? ` Sold out: ${result.soldOut.map((id) => `listing #${id}`).join(", ")}.`
          : ""}
      </Text>
      {result.skipped.length > 0 ? (
        <>
          <Text size="sm" mt={4}>
            Skipped as already imported:
          </Text>
          <List size="sm">
            {result.skipped.map((s) => (
              <List.Item key={s.row}>
                Row {s.row}: order {s.orderNumber} (listing #{s.listingId})
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Alert>
  );
}
