import { Alert, Button, FileInput, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ImportErrorsTable } from "../../../shared/ImportErrorsTable";
import { importErrorsOf } from "../../../shared/import-errors";
import { JobProgress } from "../../../shared/JobProgress";
import { useInvalidateProjects, useUploadRequests } from "./api";

const COLUMNS = [
  "name",
  "email",
  "phone",
  "line1",
  "line2",
  "city",
  "region",
  "postalCode",
  "country",
  "devices",
];

/**
 * Adds requests from a spreadsheet: every refused row is listed with its row number and nothing
 * is added until the whole file is right; a long file runs as a job with a progress bar.
 */
export function UploadRequestsPanel({ prefix }: { prefix: string }) {
  const upload = useUploadRequests(prefix);
  const invalidate = useInvalidateProjects();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof importErrorsOf> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const outcome = (r: { added: number; mailsQueued: number }) =>
    `${r.added} request${r.added === 1 ? "" : "s"} added${r.mailsQueued ? `, ${r.mailsQueued} e-mails queued` : ""}.`;
  const send = async () => {
    if (!file) return;
    setErrors(null);
    setDone(null);
    try {
      const answer = await upload.mutateAsync(file);
      if ("jobId" in answer) setJobId(answer.jobId);
      else setDone(outcome(answer));
    } catch (error) {
      setErrors(importErrorsOf(error, COLUMNS));
    }
  };
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        An .xlsx or .csv file with the columns name, email, phone, address line 1, address line 2, city,
        state/region, postal code, country and devices (e.g. "Laptop x2; Monitor"), one employee a row.
      </Text>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label="Spreadsheet of employees"
          accept=".xlsx,.csv"
          value={file}
          onChange={setFile}
          clearable
          w={320}
          maw="100%"
        />
        <Button onClick={send} disabled={!file} loading={upload.isPending}>
          Upload
        </Button>
      </Group>
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label="Adding the requests"
          onSucceeded={(job) => {
            setJobId(null);
            setDone(outcome(job.result as { added: number; mailsQueued: number }));
            void invalidate();
          }}
          onFailed={(error) => {
            setJobId(null);
            setErrors(importErrorsOf(error, COLUMNS));
          }}
        />
      ) : null}
      {done ? (
        <Alert color="green" role="status">
          {done}
        </Alert>
      ) : null}
      {errors ? <ImportErrorsTable rows={errors.rows} general={errors.general} /> : null}
    </Stack>
  );
}
