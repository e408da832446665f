import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { RevokeCertificateBody } from "@ops/domain";
import { type ReactNode, useEffect, useState } from "react";

type Props = {
  opened: boolean;
  title: string;
  /** What the action does, above the reason. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  loading?: boolean;
};

/**
 * Asks why before revoking or reissuing a certificate: the reason is kept on the revoked one, so
 * it is required (at least 3 characters, the rule the server applies to a revoke).
 */
export function ReasonModal({ opened, title, children, confirmLabel, onConfirm, onClose, loading }: Props) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Each opening starts empty: a reason belongs to one certificate.
  useEffect(() => {
    if (opened) {
      setReason("");
      setError(null);
    }
  }, [opened]);

  const confirm = () => {
    const parsed = RevokeCertificateBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Say why");
      return;
    }
    onConfirm(parsed.data.reason);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text size="sm">{children}</Text>
        <Textarea
          label="Reason"
          required
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
