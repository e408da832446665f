import { Alert, Code, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { CertificateVerification as Verification } from "@ops/domain";
import type { ReactNode } from "react";
import { ApiError } from "../../../../shared/api";
import { formatDay } from "../../../../shared/dates";
import { useCertificateVerification } from "../../certificates-api";
import { CertificateStatusBadge } from "./CertificateStatusBadge";
import { formatWeight, kindLabel } from "./certificate-labels";

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label="Certificate">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={{ base: 120, xs: 170 }}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Verified({ certificate: c }: { certificate: Verification }) {
  const valid = c.status === "valid";
  const rows: [string, ReactNode][] = [
    [
      "Number",
      <Text key="n" ff="monospace" size="sm">
        {c.number}
      </Text>,
    ],
    ["Kind", kindLabel(c.kind)],
    ["Issued", formatDay(c.issuedAt)],
  ];
  if (c.revokedAt) rows.push(["Revoked", formatDay(c.revokedAt)]);
  if (c.replacedBy)
    rows.push([
      "Replaced by",
      <Text key="r" ff="monospace" size="sm">
        {c.replacedBy}
      </Text>,
    ]);
  rows.push(
    ["Serials", c.serialCount.toLocaleString()],
    ["Data-bearing serials", c.dataBearingCount.toLocaleString()],
  );
  if (c.totalWeight !== null) rows.push(["Total weight", formatWeight(c.totalWeight)]);
  rows.push([
    "SHA-256",
    <Code key="h" block style={{ whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
      {c.sha256}
    </Code>,
  ]);
  return (
    <Stack gap="md">
      <Alert
        color={valid ? "teal" : "red"}
        variant="light"
        role="status"
        title={
          <Group gap="xs">
            <CertificateStatusBadge status={c.status} size="xl" />
          </Group>
        }
      >
        {valid
          ? "This certificate is valid: it was issued as shown and has not been revoked."
          : `This certificate was revoked${c.revokedAt ? ` on ${formatDay(c.revokedAt)}` : ""}${
              c.replacedBy ? ` and replaced by ${c.replacedBy}` : ""
            }. Do not rely on it.`}
      </Alert>
      <Facts rows={rows} />
      <Text size="xs" c="dimmed">
        The SHA-256 is the fingerprint of the certificate's PDF: a copy whose fingerprint differs has been
        altered.
      </Text>
    </Stack>
  );
}

/**
 * What anyone holding a certificate may check by its number (the QR code leads here): valid or
 * revoked, its dates, counts and hash; an unknown number says only that there is none.
 */
export function CertificateVerification({ number }: { number: string }) {
  const query = useCertificateVerification(number);
  let body: ReactNode;
  if (query.data) body = <Verified certificate={query.data} />;
  else if (query.error instanceof ApiError && query.error.status === 404) {
    body = (
      <Alert color="gray" variant="light" title="No certificate with this number" role="alert">
        Check the number printed on the certificate, or scan its QR code again.
      </Alert>
    );
  } else if (query.error || number === "") {
    body = (
      <Alert color="orange" variant="light" title="The certificate could not be checked" role="alert">
        {number === "" ? "No certificate number was given." : "Try again in a few minutes."}
      </Alert>
    );
  } else body = <Loader aria-label="Loading" />;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} w="100%" maw={640}>
      <Stack gap="md">
        <Title order={1} size="h3">
          Certificate verification
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
