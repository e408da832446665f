import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { CertificateReadiness } from "@ops/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { assetPath } from "../../../assets/components/AssetFrame";
import { kindLabel } from "./certificate-labels";
import { SanitizationStateBadge } from "./SanitizationStateBadge";

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value.toLocaleString()}
      </Text>
    </Paper>
  );
}

/**
 * What issuing would do now: the certificate the account (or program) gets, the counts, and the
 * data-bearing serials still without a record, each linked to its device page.
 */
export function CertificateReadinessPanel({
  readiness,
  actions,
}: {
  readiness: CertificateReadiness;
  /** What an operator may do about it (import erasures). */
  actions?: ReactNode;
}) {
  const { kind, missing, missingCount } = readiness;
  return (
    <Stack gap="sm" aria-label="Readiness" component="section">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h4">
            Readiness
          </Title>
          <Text c={kind ? undefined : "dimmed"}>
            {kind ? kindLabel(kind) : "No certificate for this account"}
          </Text>
        </Group>
        {actions}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label="Serials" value={readiness.serialCount} />
        <Figure label="Data-bearing" value={readiness.dataBearingCount} />
        <Figure label="Without a record" value={missingCount} />
      </SimpleGrid>
      {missingCount === 0 ? (
        <Alert color="teal" variant="light" p="xs">
          Every data-bearing serial has its erasure or destruction record.
        </Alert>
      ) : (
        <Stack gap={4}>
          <Text size="sm">
            {missingCount.toLocaleString()} data-bearing serial{missingCount === 1 ? "" : "s"} without a
            passed, verified erasure or a destruction
            {missing.length < missingCount ? ` (the first ${missing.length.toLocaleString()} listed)` : ""}:
          </Text>
          <Table.ScrollContainer minWidth={360} mah={320}>
            <Table striped withTableBorder aria-label="Serials without a record">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Barcode</Table.Th>
                  <Table.Th>Serial</Table.Th>
                  <Table.Th>State</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {missing.map((m) => (
                  <Table.Tr key={m.barcode}>
                    <Table.Td>
                      <Anchor component={Link} to={assetPath(m.barcode)} size="sm">
                        {m.barcode}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{m.serialNumber ?? "—"}</Table.Td>
                    <Table.Td>
                      <SanitizationStateBadge state={m.state} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
