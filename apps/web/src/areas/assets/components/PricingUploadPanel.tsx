import { Alert, Button, FileInput, Group, List, Stack, Text, Title } from "@mantine/core";
import { labelOf, PRICING_COLUMNS, PRICING_TYPES, type PricingType, type PricingView } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { ImportErrorsTable } from "../../../shared/ImportErrorsTable";
import { type ImportRowError, importErrorsOf } from "../../../shared/import-errors";
import { markHandled, reportError } from "../../../shared/reporting";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { formatWhen } from "../../activities/components/inbound-dates";
import { usePriceLoad } from "../pricing-api";
import { COLUMN_HINTS, expectedColumns, pricedMessage, templateCsv } from "./pricing-files";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";
// Refusals about what was sent (invalid rows, too large, not a spreadsheet) are shown in full.
const REFUSED = new Set([400, 413, 415, 422]);

type Refusal = { rows: ImportRowError[]; general: string[]; withFile: boolean };
/** A pricing asked for: from a file, or (yield) from the account's prices. */
type Attempt = { file: File | null };

function downloadTemplate(slug: string, type: PricingType, lines: PricingView["lines"]) {
  const blob = new Blob([templateCsv(type, lines)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${slug}-${type}-pricing.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Prices the load's assets by one pricing type from an .xlsx or .csv file (for yield also from
 * the account's prices). Every row is checked first: a refusal lists each row's errors and
 * nothing is priced. Pricing a load again replaces its values, so that is confirmed first.
 */
export function PricingUploadPanel({ slug, view }: { slug: string; view: PricingView }) {
  const type = view.type;
  const price = usePriceLoad(slug);
  const fail = useFailure("PricingUploadPanel");
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState<Attempt | null>(null);
  const [unpriced, setUnpriced] = useState<string[]>([]);
  const label = labelOf(PRICING_TYPES, type).toLowerCase();

  const run = async (attempt: Attempt) => {
    setRefusal(null);
    setUnpriced([]);
    try {
      const result = await price.mutateAsync({ type, file: attempt.file });
      showSnackbar(pricedMessage(result), result.priced > 0 ? "success" : "warning");
      setUnpriced(result.unpricedProducts);
      setFile(null);
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError && REFUSED.has(error.status)) {
        reportError(error, "PricingUploadPanel");
        markHandled(error);
        const columns = PRICING_COLUMNS[type].required.flat();
        setRefusal({ ...importErrorsOf(error, columns), withFile: attempt.file !== null });
      } else {
        fail(error);
      }
    }
  };

  // Pricing again replaces the values of the last pricing, so it is asked first.
  const start = (attempt: Attempt) => (view.pricedAt ? setConfirming(attempt) : run(attempt));

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Price from a file
      </Title>
      <Text size="sm">
        An .xlsx or .csv file with a header row and the columns{" "}
        <strong>{expectedColumns(type).join(", ")}</strong>: {COLUMN_HINTS[type]}. Column names are read in
        any case and spacing. Every row is checked first; nothing is priced unless every row is valid.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label="Pricing file"
          placeholder="Choose an .xlsx or .csv file"
          accept={ACCEPT}
          clearable
          value={file}
          onChange={(next) => {
            setFile(next);
            setRefusal(null);
          }}
          disabled={price.isPending}
          w={320}
          maw="100%"
        />
        <Button
          onClick={() => file && start({ file })}
          disabled={!file}
          loading={price.isPending && file !== null}
        >
          Price from file
        </Button>
        <Button variant="default" onClick={() => downloadTemplate(slug, type, view.lines)}>
          Download template
        </Button>
      </Group>
      {type === "yield" ? (
        <Group gap="sm" wrap="wrap">
          <Button
            variant="light"
            onClick={() => start({ file: null })}
            loading={price.isPending && file === null}
            disabled={price.isPending}
          >
            Price from account prices
          </Button>
          <Text size="sm" c="dimmed">
            Uses the account's inbound unit prices per lb, without a file.
          </Text>
        </Group>
      ) : null}
      {unpriced.length > 0 ? (
        <Alert color="orange" title="Some products have no price" role="status">
          No price applied to {unpriced.join(", ")}; their values are unchanged.
        </Alert>
      ) : null}
      {refusal?.withFile ? <ImportErrorsTable rows={refusal.rows} general={refusal.general} /> : null}
      {refusal && !refusal.withFile ? (
        <Alert color="red" title="Nothing was priced" role="alert">
          <List size="sm" spacing={2}>
            {[...refusal.general, ...refusal.rows.map((r) => r.message)].map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <ConfirmModal
        opened={confirming !== null}
        title={`Price the ${label} again?`}
        confirmLabel="Price again"
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
        loading={price.isPending}
      >
        {`This load was last priced on ${view.pricedAt ? formatWhen(view.pricedAt) : ""}${view.pricedBy ? ` by ${view.pricedBy}` : ""}. Pricing it again replaces those values.`}
      </ConfirmModal>
    </Stack>
  );
}
