import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { bulkCreateSerials, checkSerialLines, SERIAL_BULK_SYNC_LIMIT } from "@ops/domain";
import { useRef, useState } from "react";
import { ApiError } from "../../../../shared/api";
import { BarcodeInput } from "../../../../shared/BarcodeInput";
import { JobProgress } from "../../../../shared/JobProgress";
import { nothingDoneMessage } from "../../../../shared/nothing-done";
import { type Outcome, OutcomeAlert } from "../../../../shared/OutcomeAlert";
import { useCan } from "../../../../shared/permissions";
import { useFailure } from "../../../../shared/use-failure";
import { ProductPicker } from "../../../catalogue/components/ProductPicker";
import { checkSerialList, createSerials, useRefreshItad } from "../../itad-api";
import {
  type CheckedList,
  createLabel,
  jobCreated,
  problemLines,
  serialCount,
  withoutLines,
} from "./bulk-serials-values";
import { SerialCheckList } from "./SerialCheckList";

const SERIALS_FIELD = "bulk-serials-text";

type Errors = { binBarcode?: string; productId?: string; text?: string };

/**
 * Bulk create serials (SPEC §2 itad/bulk-create-serials): the target bin scanned, the serialized
 * product chosen, the serials pasted or scanned one per line (a scanner's Enter ends each). "Check"
 * shows every blank, over-long, repeated or already-known line before anything is written; only a
 * clean list can be created, all or none, as a job with a progress bar above 500 serials. A retry
 * of the same list sends the same request key, so nothing is created twice.
 */
export function BulkCreateSerialsForm({ slug }: { slug: string }) {
  const can = useCan();
  const fail = useFailure("BulkCreateSerialsForm");
  const refresh = useRefreshItad();
  const [bin, setBin] = useState("");
  const [product, setProduct] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<CheckedList | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<"checking" | "creating" | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One key per intended creation: kept while the same list is sent again (a retry after a lost
  // answer), a new one once the bin, product or list changes or the creation succeeded.
  const requestKey = useRef<string | null>(null);

  if (!can(bulkCreateSerials)) return null;

  const binBarcode = bin.trim().toUpperCase();
  const current = checked !== null && checked.text === text && checked.binBarcode === binBarcode;
  const ready = current && problemLines(checked.lines).length === 0 ? serialCount(checked.lines) : 0;
  const typed = checkSerialLines(text).length;

  const edit = (apply: () => void, clear: keyof Errors) => {
    requestKey.current = null;
    apply();
    setErrors((e) => ({ ...e, [clear]: undefined }));
    setOutcome(null);
  };

  const check = async () => {
    const local = checkSerialLines(text);
    if (local.length === 0) {
      setChecked(null);
      setErrors((e) => ({ ...e, text: "Paste or scan at least one serial" }));
      return;
    }
    if (binBarcode === "") {
      // Nothing to ask the server without a bin: the list's own problems show already.
      setChecked({ text, binBarcode, lines: local });
      setErrors((e) => ({ ...e, binBarcode: "Scan the bin the serials go into" }));
      return;
    }
    setBusy("checking");
    try {
      const answer = await checkSerialList(slug, binBarcode, text);
      setChecked({ text, binBarcode, lines: answer.lines });
      setErrors({});
    } catch (error) {
      const fields = fail(error);
      setChecked({ text, binBarcode, lines: local });
      setErrors({
        binBarcode: fields.binBarcode,
        text: fields.text ?? (fields.binBarcode ? undefined : errorText(error)),
      });
    } finally {
      setBusy(null);
    }
  };

  const finished = (created: number) => {
    requestKey.current = null;
    setOutcome({
      color: "teal",
      text: `${created === 1 ? "1 serial was" : `${created.toLocaleString()} serials were`} created in ${binBarcode}.`,
    });
    setText("");
    setChecked(null);
    void refresh(slug);
  };

  const create = async () => {
    if (!product) {
      setErrors((e) => ({ ...e, productId: "Choose the product of these serials" }));
      return;
    }
    requestKey.current ??= crypto.randomUUID();
    setBusy("creating");
    setOutcome(null);
    try {
      const answer = await createSerials(slug, {
        binBarcode,
        text,
        productId: Number(product),
        requestKey: requestKey.current,
      });
      if ("jobId" in answer) setJobId(answer.jobId);
      else finished(answer.created);
    } catch (error) {
      const fields = fail(error);
      setErrors({ binBarcode: fields.binBarcode, productId: fields.productId, text: fields.text });
      setOutcome({ color: "red", text: nothingDoneMessage(error, "created") });
      // The list changed on the server since the check (a serial was created meanwhile): show
      // every offending line again, not only the first message.
      if (fields.text) setChecked(null);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (ready > 0 ? create() : check());
        }}
      >
        <Stack gap="sm">
          <BarcodeInput
            label="Target bin"
            description="Scan the bin of this order the serials go into"
            value={bin}
            onChange={(value) => edit(() => setBin(value), "binBarcode")}
            // Enter moves on: to the product while none is chosen, else to the list.
            onSubmit={() =>
              (product
                ? document.getElementById(SERIALS_FIELD)
                : document.querySelector<HTMLInputElement>("[data-serial-product] input")
              )?.focus()
            }
            clearOnSubmit={false}
            error={errors.binBarcode}
            autoFocus
          />
          <div data-serial-product>
            <ProductPicker
              label="Product"
              description="The serialized product every serial of the list is"
              type="serialized"
              required
              value={product}
              onChange={(next) => edit(() => setProduct(next), "productId")}
              error={errors.productId}
            />
          </div>
          <Textarea
            id={SERIALS_FIELD}
            label="Serials"
            description="Paste the list, or scan one serial after another: one serial per line"
            value={text}
            onChange={(event) => edit(() => setText(event.currentTarget.value), "text")}
            error={errors.text}
            rows={10}
            resize="vertical"
            spellCheck={false}
            autoComplete="off"
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {typed === 1 ? "1 line" : `${typed.toLocaleString()} lines`}
            {typed > SERIAL_BULK_SYNC_LIMIT ? " · created in the background with a progress bar" : ""}
          </Text>
          {checked && current ? (
            <SerialCheckList
              lines={checked.lines}
              onDropProblems={() =>
                edit(
                  () => setText(withoutLines(text, new Set(problemLines(checked.lines).map((l) => l.line)))),
                  "text",
                )
              }
            />
          ) : null}
          {jobId ? (
            <JobProgress
              jobId={jobId}
              label="Creating serials"
              onSucceeded={(job) => {
                setJobId(null);
                finished(jobCreated(job.result) ?? ready);
              }}
              onFailed={(error) => {
                setJobId(null);
                setErrors((e) => ({ ...e, ...error.fieldErrors() }));
                setOutcome({ color: "red", text: nothingDoneMessage(error, "created") });
              }}
              onGaveUp={(message) => {
                setJobId(null);
                setOutcome({ color: "red", text: message });
              }}
            />
          ) : null}
          <OutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => void check()}
              loading={busy === "checking"}
              disabled={jobId !== null}
            >
              Check
            </Button>
            <Button type="submit" disabled={ready === 0 || jobId !== null} loading={busy === "creating"}>
              {ready > 0 ? createLabel(ready) : "Create serials"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function errorText(error: unknown): string | undefined {
  return error instanceof ApiError && error.status < 500 ? error.message : undefined;
}
