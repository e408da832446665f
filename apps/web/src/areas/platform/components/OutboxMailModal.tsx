import { Alert, Code, Group, Loader, Modal, Stack, Table, Text } from "@mantine/core";
import { formatWhen } from "../../../shared/dates";
import { useOutboxMail } from "../api";
import { OutboxStatusBadge } from "./OutboxStatusBadge";

/** One mail of the outbox: who, what, its state and its plain-text body (shown as text, never as HTML). */
export function OutboxMailModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mail = useOutboxMail(id);
  const data = mail.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={data?.subject ?? "Mail"} size="lg">
      {mail.isPending ? <Loader size="sm" aria-label="Loading the mail" /> : null}
      {mail.isError ? <Alert color="red">{mail.error.message}</Alert> : null}
      {data ? (
        <Stack gap="sm">
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>To</Table.Th>
                <Table.Td>{data.to}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Td>
                  <Group gap="xs">
                    <OutboxStatusBadge status={data.status} />
                    <Text size="sm" c="dimmed">
                      {data.attempts === 1 ? "1 attempt" : `${data.attempts} attempts`}
                    </Text>
                  </Group>
                </Table.Td>
              </Table.Tr>
              {data.lastError ? (
                <Table.Tr>
                  <Table.Th>Reason</Table.Th>
                  <Table.Td>{data.lastError}</Table.Td>
                </Table.Tr>
              ) : null}
              <Table.Tr>
                <Table.Th>Written</Table.Th>
                <Table.Td>{formatWhen(data.createdAt)}</Table.Td>
              </Table.Tr>
              {data.sentAt ? (
                <Table.Tr>
                  <Table.Th>Sent</Table.Th>
                  <Table.Td>{formatWhen(data.sentAt)}</Table.Td>
                </Table.Tr>
              ) : null}
              {Object.entries(data.headers).map(([name, value]) => (
                <Table.Tr key={name}>
                  <Table.Th>{name}</Table.Th>
                  <Table.Td style={{ wordBreak: "break-all" }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Code block data-testid="outbox-mail-text" style={{ whiteSpace: "pre-wrap" }}>
            {data.text}
          </Code>
        </Stack>
      ) : null}
    </Modal>
  );
}
