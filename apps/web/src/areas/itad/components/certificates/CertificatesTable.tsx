import { Anchor, Loader, Stack, Table, Text } from "@mantine/core";
import type { Certificate } from "@ops/domain";
import type { ReactNode } from "react";
import { formatWhen } from "../../../../shared/dates";
import { certificatePdfUrl } from "../../certificates-api";
import { CertificateStatusBadge } from "./CertificateStatusBadge";
import { shortKindLabel } from "./certificate-labels";

type Props = {
  query: { data?: { data: Certificate[] }; error: unknown };
  /** Operators' actions on a certificate (revoke, reissue); clients get none. */
  actions?: (certificate: Certificate) => ReactNode;
};

/** A load's certificates, newest first, revoked ones with their reason and what replaced them. */
export function CertificatesTable({ query, actions }: Props) {
  if (!query.data) {
    if (query.error) throw query.error;
    return <Loader aria-label="Loading" />;
  }
  const certificates = query.data.data;
  if (certificates.length === 0) return <Text c="dimmed">No certificate has been issued for this load.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder aria-label="Certificates" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Revoked</Table.Th>
            <Table.Th>History</Table.Th>
            <Table.Th>{actions ? "PDF and actions" : "PDF"}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: "nowrap" }}>
                  {c.number}
                </Text>
              </Table.Td>
              <Table.Td>{shortKindLabel(c.kind)}</Table.Td>
              <Table.Td>
                <CertificateStatusBadge status={c.status} />
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                    {formatWhen(c.issuedAt)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {c.issuedBy ?? ""}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                {c.revokedAt ? (
                  <Stack gap={0}>
                    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                      {formatWhen(c.revokedAt)}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {c.revokeReason ?? ""}
                    </Text>
                  </Stack>
                ) : (
                  "—"
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {c.replaces ? <Text size="xs">Replaces {c.replaces}</Text> : null}
                  {c.replacedBy ? <Text size="xs">Replaced by {c.replacedBy}</Text> : null}
                  {!c.replaces && !c.replacedBy ? "—" : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                {/* The actions sit under the link: a separate column scrolled out of sight. */}
                <Stack gap={4} align="flex-start">
                  {c.documentId === null ? (
                    "—"
                  ) : (
                    <Anchor
                      href={certificatePdfUrl(c.number)}
                      download={`Certificate ${c.number}.pdf`}
                      size="sm"
                      style={{ whiteSpace: "nowrap" }}
                    >
                      Download PDF
                    </Anchor>
                  )}
                  {actions?.(c)}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
