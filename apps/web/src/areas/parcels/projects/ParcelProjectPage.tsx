import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { JobProgress } from "../../../shared/JobProgress";
import { PageHeader } from "../../../shared/PageHeader";
import { RecordLoadState } from "../../../shared/RecordLoadState";
import { useFailure } from "../../../shared/use-failure";
import { TrackingImportDialog } from "../tracking/TrackingImportDialog";
import { useAddRequest, useDeleteProject, useInvalidateProjects, useProject, useUpdateProject } from "./api";
import { ProjectProgress } from "./ProjectProgress";
import { ProjectStatusBadge } from "./ProjectStatusBadge";
import { ProjectTabs } from "./ProjectTabs";
import { RequestForm } from "./RequestFields";
import { RequestsTable } from "./RequestsTable";
import { UploadRequestsPanel } from "./UploadRequestsPanel";

const METHOD = { qr_code: "QR code", box_and_label: "Box and label", label_only: "Label only" } as const;
type Ask = "review" | "closed" | "delete" | null;

/** A parcel project: details, progress, its requests (upload, add, send again) and its moves. */
export default function ParcelProjectPage() {
  const prefix = useParams().projectPrefix ?? "";
  const navigate = useNavigate();
  const project = useProject(prefix);
  const update = useUpdateProject(prefix);
  const remove = useDeleteProject(prefix);
  const add = useAddRequest(prefix);
  const invalidate = useInvalidateProjects();
  const fail = useFailure("ParcelProjectPage");
  const [ask, setAsk] = useState<Ask>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [mailJob, setMailJob] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const p = project.data;
  if (!p)
    return (
      <RecordLoadState
        id={0}
        error={project.error}
        noun="parcel project"
        back={{ to: "/parcel", label: "Back to parcel projects" }}
      />
    );
  const waiting = p.progress.requested + p.progress.onHold;
  const move = async (status: "review" | "closed") => {
    try {
      const saved = await update.mutateAsync({ status });
      setAsk(null);
      if (saved.mailJobId) setMailJob(saved.mailJobId);
      else if (status === "review") setNotice(`${saved.mailsQueued} e-mails queued in the outbox.`);
    } catch (error) {
      setAsk(null);
      fail(error);
    }
  };
  return (
    <Stack>
      <PageHeader
        title={`${p.projectPrefix} · ${p.name}`}
        description={`${p.accountName} · ${p.warehouseName} · ${METHOD[p.method]}`}
        action={
          <Group gap="xs" wrap="wrap">
            {p.status !== "closed" ? (
              <Button variant="default" component={Link} to={`/parcel/${p.projectPrefix}/edit`}>
                Edit
              </Button>
            ) : null}
            {p.status === "draft" ? (
              <>
                <Button variant="default" color="red" onClick={() => setAsk("delete")}>
                  Delete
                </Button>
                <Button onClick={() => setAsk("review")}>Set to review</Button>
              </>
            ) : null}
            {p.status === "review" ? (
              <Button variant="default" onClick={() => setImporting(true)}>
                Import tracking
              </Button>
            ) : null}
            {p.status === "review" ? (
              <Button variant="default" onClick={() => setAsk("closed")}>
                Close project
              </Button>
            ) : null}
          </Group>
        }
      />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div>
            <Text size="sm" c="dimmed">
              Status
            </Text>
            <ProjectStatusBadge status={p.status} />
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Inbound load
            </Text>
            <Text>{p.activitySlug ?? "None yet"}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              E-mails sent
            </Text>
            <Text>{p.sentAt ? new Date(p.sentAt).toLocaleString() : "Not yet (draft)"}</Text>
          </div>
        </SimpleGrid>
        {p.instructions ? (
          <Text size="sm" mt="sm" style={{ whiteSpace: "pre-line" }}>
            {p.instructions}
          </Text>
        ) : null}
        <Title order={2} size="h5" mt="md" mb={4}>
          Progress
        </Title>
        <ProjectProgress progress={p.progress} />
      </Paper>
      {mailJob ? (
        <JobProgress
          jobId={mailJob}
          label="Queuing the e-mails"
          onSucceeded={(job) => {
            setMailJob(null);
            setNotice(`${(job.result as { mailed: number }).mailed} e-mails queued in the outbox.`);
            void invalidate();
          }}
          onFailed={(error) => {
            setMailJob(null);
            fail(error);
          }}
        />
      ) : null}
      {notice ? (
        <Alert color="green" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <ProjectTabs prefix={p.projectPrefix} active="requests" />
      {p.status !== "closed" ? (
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Add requests
            </Title>
            <Button variant="light" onClick={() => setAdding(true)}>
              Add one request
            </Button>
          </Group>
          <UploadRequestsPanel prefix={p.projectPrefix} />
        </Paper>
      ) : null}
      <RequestsTable prefix={p.projectPrefix} inReview={p.status === "review"} />
      <TrackingImportDialog
        projectPrefix={p.projectPrefix}
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => void invalidate()}
      />
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add a request" size="lg">
        <RequestForm
          onSave={async (body) => {
            const created = await add.mutateAsync(body);
            setAdding(false);
            setNotice(`Request ${created.referenceId} added${p.status === "review" ? " and e-mailed" : ""}.`);
          }}
          onCancel={() => setAdding(false)}
        />
      </Modal>
      <ConfirmModal
        opened={ask === "review"}
        title="Set to review and send the e-mails?"
        confirmLabel={`Send ${waiting} e-mail${waiting === 1 ? "" : "s"}`}
        loading={update.isPending}
        onConfirm={() => move("review")}
        onClose={() => setAsk(null)}
      >
        {waiting} employee{waiting === 1 ? "" : "s"} will get an e-mail with the link to their request page.
        Requests added later are e-mailed when added.
      </ConfirmModal>
      <ConfirmModal
        opened={ask === "closed"}
        title="Close the project?"
        confirmLabel="Close project"
        loading={update.isPending}
        onConfirm={() => move("closed")}
        onClose={() => setAsk(null)}
      >
        A closed project takes no new requests and sends no more e-mails. This cannot be undone.
      </ConfirmModal>
      <ConfirmModal
        opened={ask === "delete"}
        title={`Delete ${p.projectPrefix}?`}
        confirmLabel="Delete project"
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
            navigate("/parcel");
          } catch (error) {
            setAsk(null);
            fail(error);
          }
        }}
        onClose={() => setAsk(null)}
      >
        The draft and its {p.progress.requests} request{p.progress.requests === 1 ? "" : "s"} are deleted.
      </ConfirmModal>
    </Stack>
  );
}
