import { Button, type MantineSize, Menu, Stack } from "@mantine/core";
import { getJobFile } from "@ops/domain";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import type { Download } from "./api";
import { urlOf } from "./endpoints";
import { JobProgress } from "./JobProgress";
import { saveBlob, saveFile } from "./save-file";
import { showSnackbar } from "./snackbar";
import { useFailure } from "./use-failure";

type Props<F extends string, R extends { fileName: string }> = {
  /** Tags the failures reported from here. */
  component: string;
  /** The button's text, its size and accessible name. */
  button: { text: string; size?: MantineSize; "aria-label"?: string };
  disabled?: boolean;
  formats: { format: F; label: string }[];
  /** Asks the server for the file in a format: the file itself, or the job writing it. */
  request: (format: F) => Promise<Download>;
  /** What to do with a file that came at once; downloaded by default. */
  deliver?: (format: F, blob: Blob, fileName: string) => void;
  /** What the job does, e.g. "Preparing the export". */
  progressLabel: string;
  /** The job's result (its file's name and what it holds). */
  result: z.ZodType<R>;
  /** The snackbar once the job's file is saved. */
  doneMessage: (result: R) => string;
  /**
   * Keeps a finished job's file offered (under its full progress bar) until the next request;
   * without it the progress goes once the file is saved.
   */
  offer?: (result: R, href: string) => ReactNode;
};

/**
 * A menu of formats for a file the server writes: a small one comes back at once, a large one is
 * written by a job whose progress shows here, and its file downloads when it is done.
 */
export function FileJobMenu<F extends string, R extends { fileName: string }>({
  component,
  button,
  disabled,
  formats,
  request,
  deliver = (_format, blob, fileName) => saveBlob(blob, fileName),
  progressLabel,
  result,
  doneMessage,
  offer,
}: Props<F, R>) {
  const fail = useFailure(component);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [ready, setReady] = useState<R | null>(null);

  const start = async (format: F) => {
    setBusy(true);
    if (offer) {
      setJobId(null);
      setReady(null);
    }
    try {
      const answer = await request(format);
      if (answer.kind === "job") {
        setJobId(answer.jobId);
        return;
      }
      deliver(format, answer.blob, answer.fileName);
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

  const fileHref = (id: string) => urlOf(getJobFile, { params: { id } });

  return (
    <Stack gap={4}>
      <Menu position="bottom-end" withinPortal disabled={disabled}>
        <Menu.Target>
          <Button
            size={button.size}
            variant="default"
            loading={busy}
            disabled={disabled}
            aria-label={button["aria-label"]}
          >
            {button.text}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {formats.map((f) => (
            <Menu.Item key={f.format} onClick={() => void start(f.format)}>
              {f.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label={progressLabel}
          onSucceeded={(job) => {
            const parsed = result.safeParse(job.result);
            if (parsed.success) {
              setReady(parsed.data);
              saveFile(fileHref(jobId), parsed.data.fileName);
              showSnackbar(doneMessage(parsed.data), "success");
            }
            if (offer) setBusy(false);
            else finish();
          }}
          onFailed={(error) => {
            fail(error);
            finish();
          }}
          // The progress alert stays up saying so; the button is free again.
          onGaveUp={() => setBusy(false)}
        />
      ) : null}
      {offer && jobId && ready ? offer(ready, fileHref(jobId)) : null}
    </Stack>
  );
}
