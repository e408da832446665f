import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { type Account, DSV_QUALIFICATIONS, updateAccount, uploadAccountDocument } from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { documentDownloadUrl, useDocuments, useQualification } from "../api";
import { CheckStateBadge, ExpiryCell, QualificationBadge } from "./badges";
import { EXPIRY_HINT } from "./document-status";

/** The document type an upload for a requirement starts with (the first type it accepts). */
function uploadTypeOf(checkId: string): string | undefined {
  return DSV_QUALIFICATIONS.find((q) => q.id === checkId)?.types[0];
}

/** Qualification tab of a downstream vendor: each required certificate and its state. */
export function QualificationView({ account }: { account: Account }) {
  const checks = useQualification(account.id);
  const documents = useDocuments(account.id);
  const can = useCan();
  const uploads = can(uploadAccountDocument);
  const documentName = (id: number | null) => documents.data?.find((d) => d.id === id)?.name ?? "Document";

  return (
    <Stack gap="xs" maw={960}>
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2} size="h4">
            Qualification
          </Title>
          <QualificationBadge qualification={account.qualification} />
        </Group>
        <Group gap="xs">
          {can(updateAccount) ? (
            <Button component={Link} to={`/accounts/${account.id}/dsv/edit`} variant="default" size="xs">
              Edit vendor
            </Button>
          ) : null}
          {uploads ? (
            <Button component={Link} to={`/accounts/${account.id}/documents/new?from=dsv`} size="xs">
              Upload certificate
            </Button>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        A vendor is qualified while every requirement below has a valid certificate. {EXPIRY_HINT}
      </Text>
      {checks.isPending ? (
        <Loader size="sm" aria-label="Loading qualification" />
      ) : checks.error ? (
        <Text c="red">The qualification could not be loaded: {checks.error.message}</Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table withTableBorder striped aria-label="Qualification requirements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Requirement</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Document</Table.Th>
                <Table.Th>Expiry</Table.Th>
                {uploads ? <Table.Th /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {checks.data.map((check) => {
                const type = uploadTypeOf(check.id);
                return (
                  <Table.Tr key={check.id} data-state={check.state}>
                    <Table.Th scope="row">{check.label}</Table.Th>
                    <Table.Td>
                      <CheckStateBadge state={check.state} />
                    </Table.Td>
                    <Table.Td>
                      {check.documentId ? (
                        <Anchor size="sm" href={documentDownloadUrl(account.id, check.documentId)}>
                          {documentName(check.documentId)}
                        </Anchor>
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ExpiryCell expiryDate={check.expiryDate} />
                    </Table.Td>
                    {uploads ? (
                      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                        <Anchor
                          component={Link}
                          to={`/accounts/${account.id}/documents/new?from=dsv${type ? `&type=${type}` : ""}`}
                          size="sm"
                          aria-label={`${check.state === "valid" ? "Upload newer" : "Upload certificate"}: ${check.label}`}
                        >
                          {check.state === "valid" ? "Upload newer" : "Upload certificate"}
                        </Anchor>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
