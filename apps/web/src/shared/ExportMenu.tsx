import { Button, Menu, Stack } from "@mantine/core";
import { type Endpoint, type ExportFormat, ExportJobResult, getJobFile } from "@ops/domain";
import { useState } from "react";
import type { Query } from "./api";
import { downloadFrom, urlOf } from "./endpoints";
import { JobProgress } from "./JobProgress";
import { saveBlob, saveFile } from "./save-file";
import { showSnackbar } from "./snackbar";
import { useFailure } from "./use-failure";

export type ExportSource = {
  /** The list's export endpoint (`GET <list>/export`), called in the user's family. */
  endpoint: Endpoint;
  /** Its path parameters, if it has any. */
  params?: Record<string, string | number>;
  /** The list's current filters; search and sort are added by the table. */
  query?: Query;
  /** The file's name if the server gives none, without extension. */
  fileName: string;
};

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "xlsx", label: "Excel (.xlsx)" },
  { format: "csv", label: "CSV (.csv)" },
];

/**
 * "Export" on every list: the list as the user filtered it, all pages, as xlsx or csv. A long
 * list is written by a job on the server; its progress shows here and the file follows.
 */
export function ExportMenu({ source }: { source: ExportSource }) {
  const fail = useFailure("ExportMenu");
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);

  const start = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const answer = await downloadFrom(
        source.endpoint,
        { params: source.params, query: { ...source.query, format } },
        `${source.fileName}.${format}`,
      );
      if (answer.kind === "job") {
        setJobId(answer.jobId);
        return;
      }
      saveBlob(answer.blob, answer.fileName);
      setBusy(false);
    } catch (error) {
      fail(error);
      setBusy(false);
    }
  };

  const finish = () => {
    setJobId(null);
    setBusy(false);
  };

  return (
    <Stack gap={4}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={busy} aria-label="Export">
            Export
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
          label="Preparing the export"
          onSucceeded={(job) => {
            const result = ExportJobResult.safeParse(job.result);
            if (result.success) {
              saveFile(urlOf(getJobFile, { params: { id: jobId } }), result.data.fileName);
              showSnackbar(`${result.data.rows.toLocaleString()} rows exported`, "success");
            }
            finish();
          }}
          onFailed={(error) => {
            fail(error);
            finish();
          }}
          // The progress alert stays up saying so; the button is free again.
          onGaveUp={() => setBusy(false)}
        />
      ) : null}
    </Stack>
  );
}
