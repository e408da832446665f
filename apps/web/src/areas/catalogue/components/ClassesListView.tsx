import { Anchor, Badge, Button, EmptyState, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { labelOf, PRODUCT_CLASS_TIERS } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { useClasses } from "../classes-api";
import { ActiveBadge } from "./badges";

/** Every product class with its tier and how many products and attributes it has. */
export function ClassesListView() {
  const classes = useClasses();
  const navigate = useNavigate();

  let content: React.ReactNode;
  if (!classes.data) {
    if (classes.error) throw classes.error;
    content = <Loader aria-label="Loading" />;
  } else if (classes.data.length === 0) {
    content = (
      <EmptyState
        title="No classes yet"
        description="A class groups products and defines their attributes."
      />
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover withTableBorder aria-label="Classes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Tier</Table.Th>
              <Table.Th>Serials</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Attributes</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Products</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classes.data.map((c) => (
              <Table.Tr
                key={c.id}
                tabIndex={0}
                style={{ cursor: "pointer" }}
                onClick={() => navigate(`/classes/${c.id}`)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && event.target === event.currentTarget)
                    navigate(`/classes/${c.id}`);
                }}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/classes/${c.id}`}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {c.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{labelOf(PRODUCT_CLASS_TIERS, c.tier)}</Table.Td>
                <Table.Td>{c.serialized ? <Badge variant="light">Serialized</Badge> : "—"}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{c.attributeCount}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{c.productCount}</Table.Td>
                <Table.Td>
                  <ActiveBadge active={c.active} />
                </Table.Td>
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
          <Title order={1}>Classes</Title>
          <Text c="dimmed" size="sm">
            Product classes and the attributes their products carry.
          </Text>
        </div>
        <Button component={Link} to="/classes/new">
          New class
        </Button>
      </Group>
      {content}
    </Stack>
  );
}
