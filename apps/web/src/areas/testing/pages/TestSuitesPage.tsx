// `test-suites`: every suite with its class, newest published version, draft and result count.
import { Anchor, Button, EmptyState, Loader, Stack, Table, Text } from "@mantine/core";
import { createTestSuite } from "@ops/domain";
import { Link } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { useTestSuites } from "../api";

export default function TestSuitesPage() {
  const suites = useTestSuites();
  const can = useCan();
  const creates = can(createTestSuite);
  if (suites.isError) throw suites.error;
  return (
    <Stack>
      <PageHeader
        title="Test suites"
        description="The questions technicians answer to grade a device of a class, and how the answers route it."
        action={
          creates ? (
            <Button component={Link} to="/test-suites/new">
              New test suite
            </Button>
          ) : null
        }
      />
      {suites.isPending ? (
        <Loader aria-label="Loading" />
      ) : suites.data.length === 0 ? (
        <EmptyState
          title="No test suites yet"
          description={creates ? "Create one for a product class to start grading its devices." : undefined}
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover withTableBorder aria-label="Test suites">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Class</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>Draft</Table.Th>
                <Table.Th style={{ textAlign: "right" }}>Results</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {suites.data.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/test-suites/${s.id}`}>
                      {s.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/classes/${s.productClassId}`} c="inherit">
                      {s.productClassName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {s.publishedVersion === null ? (
                      <Text c="dimmed" size="sm">
                        Not published
                      </Text>
                    ) : (
                      `Version ${s.publishedVersion}`
                    )}
                  </Table.Td>
                  <Table.Td>{s.draftVersion === null ? "—" : `Version ${s.draftVersion}`}</Table.Td>
                  <Table.Td style={{ textAlign: "right" }}>{s.resultCount}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
