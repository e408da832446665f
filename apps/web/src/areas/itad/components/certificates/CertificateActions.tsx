import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { type Certificate, type CertificateReadiness, issueCertificate } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../../shared/api";
import { ConfirmModal } from "../../../../shared/ConfirmModal";
import { JobProgress } from "../../../../shared/JobProgress";
import { type Outcome, OutcomeAlert } from "../../../../shared/OutcomeAlert";
import { useCan } from "../../../../shared/permissions";
import { useFailure } from "../../../../shared/use-failure";
import { revoke, startIssue, useCertificates, useRefreshCertificates } from "../../certificates-api";
import { CertificatesTable } from "./CertificatesTable";
import { kindLabel } from "./certificate-labels";
import { ReasonModal } from "./ReasonModal";

/** What a finished issuing job says: the job answers the new certificate's number. */
export function issuedMessage(result: unknown): string {
  const number = (result as { number?: unknown } | null)?.number;
  return typeof number === "string" ? `Certificate ${number} issued` : "Certificate issued";
}

type Dialog = { action: "issue" } | { action: "reissue" | "revoke"; number: string } | null;

/**
 * The certificates of a load for operators: the list with Download PDF, "Issue certificate"
 * (asks first; a load with serials lacking a record is refused with the server's message naming
 * them; else a job with its progress), and on a valid certificate "Revoke" and "Reissue", both
 * asking for a reason.
 */
export function CertificateActions({ slug, readiness }: { slug: string; readiness: CertificateReadiness }) {
  const can = useCan();
  const fail = useFailure("CertificateActions");
  const refresh = useRefreshCertificates();
  const certificates = useCertificates(slug);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const mayIssue = can(issueCertificate);

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      // Expected refusals (serials without a record, no certificate type, a valid one exists):
      // the message is the answer, not a fault to report.
      setBlocked(error.message);
    } else {
      fail(error);
      setOutcome({ color: "red", text: error instanceof Error ? error.message : String(error) });
    }
    void refresh(slug);
  };

  const issue = async (reason: string | null) => {
    setBusy(true);
    setBlocked(null);
    setOutcome(null);
    try {
      setJobId(await startIssue(slug, reason));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
      setDialog(null);
    }
  };

  const revokeOne = async (number: string, reason: string) => {
    setBusy(true);
    setBlocked(null);
    setOutcome(null);
    try {
      await revoke(number, reason);
      setOutcome({ color: "teal", text: `Certificate ${number} revoked` });
      void refresh(slug);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
      setDialog(null);
    }
  };

  const rowActions = (c: Certificate) =>
    c.status === "valid" ? (
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-xs"
          variant="light"
          disabled={jobId !== null}
          onClick={() => setDialog({ action: "reissue", number: c.number })}
        >
          Reissue
        </Button>
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          onClick={() => setDialog({ action: "revoke", number: c.number })}
        >
          Revoke
        </Button>
      </Group>
    ) : null;

  return (
    <Stack gap="sm" component="section" aria-label="Certificates">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Certificates
        </Title>
        {mayIssue && readiness.kind && !readiness.current ? (
          <Button onClick={() => setDialog({ action: "issue" })} disabled={jobId !== null}>
            Issue certificate
          </Button>
        ) : null}
      </Group>
      {readiness.current ? (
        <Text size="sm" c="dimmed">
          {readiness.current} is the load's valid certificate; reissue it to replace it.
        </Text>
      ) : null}
      {blocked ? (
        <Alert
          color="red"
          title="Certificate not issued"
          role="alert"
          withCloseButton
          onClose={() => setBlocked(null)}
        >
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {blocked}
          </Text>
        </Alert>
      ) : null}
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label="Issuing the certificate"
          onSucceeded={(job) => {
            setJobId(null);
            setOutcome({ color: "teal", text: issuedMessage(job.result) });
            void refresh(slug);
          }}
          onFailed={(error) => {
            setJobId(null);
            if (error.status === 409) setBlocked(error.message);
            else setOutcome({ color: "red", text: error.message });
            void refresh(slug);
          }}
          onGaveUp={(message) => {
            setJobId(null);
            setOutcome({ color: "red", text: message });
          }}
        />
      ) : null}
      <OutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} />
      <CertificatesTable query={certificates} actions={mayIssue ? rowActions : undefined} />
      <ConfirmModal
        opened={dialog?.action === "issue"}
        title="Issue certificate?"
        confirmLabel="Issue certificate"
        onConfirm={() => void issue(null)}
        onClose={() => setDialog(null)}
        loading={busy}
      >
        {`A ${kindLabel(readiness.kind ?? "").toLowerCase()} is issued for ${slug}, stored with the load's documents and mailed to the client's subscribed contacts.`}
      </ConfirmModal>
      <ReasonModal
        opened={dialog?.action === "reissue"}
        title="Reissue certificate?"
        confirmLabel="Reissue"
        onConfirm={(reason) => void issue(reason)}
        onClose={() => setDialog(null)}
        loading={busy}
      >
        {dialog?.action === "reissue"
          ? `A new certificate replaces ${dialog.number}, which is revoked with this reason.`
          : ""}
      </ReasonModal>
      <ReasonModal
        opened={dialog?.action === "revoke"}
        title="Revoke certificate?"
        confirmLabel="Revoke"
        onConfirm={(reason) => dialog?.action === "revoke" && void revokeOne(dialog.number, reason)}
        onClose={() => setDialog(null)}
        loading={busy}
      >
        {dialog?.action === "revoke"
          ? `${dialog.number} will show as revoked on its verification page. This cannot be undone.`
          : ""}
      </ReasonModal>
    </Stack>
  );
}
