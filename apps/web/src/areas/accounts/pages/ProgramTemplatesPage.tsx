import { Anchor, Badge, Button, EmptyState, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { labelOf, SERVICE_CATEGORIES } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useProgramTemplates } from "../programs-api";

export default function ProgramTemplatesPage() {
  const templates = useProgramTemplates();
  const navigate = useNavigate();

  let content: ReactNode;
  if (!templates.data) {
    if (templates.error) throw templates.error;
    content = <Loader aria-label="Loading" />;
  } else if (templates.data.length === 0) {
    content = (
      <EmptyState
        title="No program templates yet"
        description="A template holds service categories, services and rules to start programs from."
      />
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Service categories</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Services</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Rules</Table.Th>
              <Table.Th>Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.data.map((t) => {
              const to = `/program-templates/${t.id}/edit`;
              return (
                <Table.Tr
                  key={t.id}
                  tabIndex={0}
                  style={{ cursor: "pointer" }}
                  onClick={() => navigate(to)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" && event.target === event.currentTarget) navigate(to);
                  }}
                >
                  <Table.Td>
                    <Anchor component={Link} to={to} onClick={(event) => event.stopPropagation()}>
                      {t.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {t.serviceCategories.map((c) => (
                        <Badge key={c} variant="light" size="sm">
                          {labelOf(SERVICE_CATEGORIES, c)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ textAlign: "right" }}>{t.serviceIds.length}</Table.Td>
                  <Table.Td style={{ textAlign: "right" }}>{t.rules.length}</Table.Td>
                  <Table.Td>{new Date(t.updatedAt).toLocaleDateString()}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Program templates</Title>
          <Text c="dimmed" size="sm">
            Starting points for account programs.
          </Text>
        </div>
        <Button component={Link} to="/program-templates/new">
          New template
        </Button>
      </Group>
      {content}
    </Stack>
  );
}
