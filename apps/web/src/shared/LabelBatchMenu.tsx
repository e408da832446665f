import { Anchor, Button, Menu, Stack } from "@mantine/core";
import { type Endpoint, getJobFile, type LabelFormat, LabelJobResult } from "@ops/domain";
import { useState } from "react";
import { downloadFrom, urlOf } from "./endpoints";
import { JobProgress } from "./JobProgress";
import { openPdf, saveBlob, saveFile } from "./save-file";
import { showSnackbar } from "./snackbar";
import { useFailure } from "./use-failure";

type Props = {
  /** A batch's label call (`POST …/labels` with `{ format, … }`), in the user's family. */
  endpoint: Endpoint;
  params?: Record<string, string | number>;
  /** What to print besides the format (`{ barcodes }`, `{ ids }`). */
  body: Record<string, unknown>;
  /** The button's text: "Print labels", "Print 3 labels". */
  label: string;
  /** The file's name if the server gives none, without extension. */
  fileName: string;
  disabled?: boolean;
};

const FORMATS: { format: LabelFormat; label: string }[] = [
  { format: "pdf", label: "PDF (opens in a new tab)" },
  { format: "zpl", label: "ZPL for a thermal printer" },
];

/**
 * "Print labels" for several records: a small batch comes back at once (the PDF opens in a new
 * tab, ZPL downloads); a large one is written by a job whose progress shows here, and its file
 * downloads when it is done.
 */
export function LabelBatchMenu({ endpoint, params, body, label, fileName, disabled }: Props) {
  const fail = useFailure("LabelBatchMenu");
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  // A finished job's file stays offered under its (full) progress bar until the next batch.
  const [ready, setReady] = useState<LabelJobResult | null>(null);

  const start = async (format: LabelFormat) => {
    setBusy(true);
    setJobId(null);
    setReady(null);
    try {
      const answer = await downloadFrom(
        endpoint,
        { params, body: { ...body, format } },
        `${fileName}.${format}`,
      );
      if (answer.kind === "job") {
        setJobId(answer.jobId);
        return;
      }
      if (format === "pdf") openPdf(answer.blob, answer.fileName);
      else saveBlob(answer.blob, answer.fileName);
      setBusy(false);
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Menu position="bottom-end" withinPortal disabled={disabled}>
        <Menu.Target>
          <Button size="xs" variant="default" loading={busy} disabled={disabled}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map((f) => (
            <Menu.Item key={f.format} onClick={() => void start(f.format)}>
              {f.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label="Preparing the labels"
          onSucceeded={(job) => {
            const result = LabelJobResult.safeParse(job.result);
            if (result.success) {
              setReady(result.data);
              saveFile(urlOf(getJobFile, { params: { id: jobId } }), result.data.fileName);
              showSnackbar(`${result.data.labels.toLocaleString()} labels ready`, "success");
            }
            setBusy(false);
          }}
          onFailed={(error) => {
            fail(error);
            setJobId(null);
            setBusy(false);
          }}
          onGaveUp={() => setBusy(false)}
        />
      ) : null}
      {jobId && ready ? (
        <Anchor href={urlOf(getJobFile, { params: { id: jobId } })} download={ready.fileName} size="sm">
          Download the {ready.labels.toLocaleString()} labels ({ready.fileName})
        </Anchor>
      ) : null}
    </Stack>
  );
}
