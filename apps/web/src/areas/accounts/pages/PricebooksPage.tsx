import { Anchor, Button, EmptyState, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { PricebookCreateModal } from "../components/PricebookCreateModal";
import { usePricebooks } from "../pricing-api";

export default function PricebooksPage() {
  const pricebooks = usePricebooks();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  let content: ReactNode;
  if (!pricebooks.data) {
    if (pricebooks.error) throw pricebooks.error;
    content = <Loader aria-label="Loading" />;
  } else if (pricebooks.data.length === 0) {
    content = (
      <EmptyState
        title="No price books yet"
        description="A price book is a price list several accounts can share."
      />
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Current version</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Accounts using it</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pricebooks.data.map((p) => (
              <Table.Tr
                key={p.id}
                tabIndex={0}
                style={{ cursor: "pointer" }}
                onClick={() => navigate(`/pricebooks/${p.id}`)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && event.target === event.currentTarget)
                    navigate(`/pricebooks/${p.id}`);
                }}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/pricebooks/${p.id}`}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {p.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1}>
                    {p.description ?? ""}
                  </Text>
                </Table.Td>
                <Table.Td style={{ textAlign: "right" }}>
                  {p.currentVersion > 0 ? p.currentVersion : "Never saved"}
                </Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{p.accountCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Price books</Title>
          <Text c="dimmed" size="sm">
            Shared price lists for accounts.
          </Text>
        </div>
        <Button onClick={() => setCreating(true)}>New price book</Button>
      </Group>
      {content}
      <PricebookCreateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
