import {
  Button,
  EmptyState,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { PRODUCT_GRADES, replaceEcommerceCutlines } from "@ops/domain";
import { useState } from "react";
import { useCan } from "../../../shared/permissions";
import { useClasses, useCutlines } from "../classes-api";
import { CutlinesFormModal } from "../components/CutlinesFormModal";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Price floors for marketplace listing, per class and grade. */
export default function EcommerceCutlinesPage() {
  const cutlines = useCutlines();
  const classes = useClasses();
  const can = useCan();
  const edits = can(replaceEcommerceCutlines);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [adding, setAdding] = useState<string | null>(null);

  if (!cutlines.data || !classes.data) {
    if (cutlines.error) throw cutlines.error;
    if (classes.error) throw classes.error;
    return <Loader aria-label="Loading" />;
  }
  const all = cutlines.data;
  const withFloors = classes.data.filter((c) => all.some((line) => line.classId === c.id));
  const without = classes.data
    .filter((c) => c.active && !withFloors.includes(c))
    .map((c) => ({ value: String(c.id), label: c.name }));
  const floor = (classId: number, grade: string) => {
    const line = all.find((l) => l.classId === classId && l.grade === grade);
    return line ? money.format(line.minPrice) : "—";
  };

  return (
    <Stack>
      <div>
        <Title order={1}>eCommerce cutlines</Title>
        <Text c="dimmed" size="sm">
          The lowest price an asset of a class and grade may be listed at on a marketplace.
        </Text>
      </div>
      {edits ? (
        <Group align="flex-end" gap="xs">
          <Select
            label="Set floors for a class"
            placeholder="Choose a class"
            searchable
            data={without}
            value={adding}
            onChange={setAdding}
            w={260}
            nothingFoundMessage="No class without floors"
          />
          <Button
            disabled={!adding}
            onClick={() => {
              const chosen = classes.data.find((c) => String(c.id) === adding);
              if (chosen) setEditing({ id: chosen.id, name: chosen.name });
              setAdding(null);
            }}
          >
            Set floors
          </Button>
        </Group>
      ) : null}
      {withFloors.length === 0 ? (
        <EmptyState
          title="No price floors yet"
          description={edits ? "Choose a class above to set its floors." : undefined}
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder aria-label="Price floors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Class</Table.Th>
                {PRODUCT_GRADES.map((g) => (
                  <Table.Th key={g.id} style={{ textAlign: "right" }}>
                    {g.label}
                  </Table.Th>
                ))}
                {edits ? (
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {withFloors.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  {PRODUCT_GRADES.map((g) => (
                    <Table.Td key={g.id} style={{ textAlign: "right" }}>
                      {floor(c.id, g.id)}
                    </Table.Td>
                  ))}
                  {edits ? (
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="xs"
                        aria-label={`Edit floors of ${c.name}`}
                        onClick={() => setEditing({ id: c.id, name: c.name })}
                      >
                        Edit
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing ? (
        <CutlinesFormModal
          classId={editing.id}
          className={editing.name}
          cutlines={all.filter((l) => l.classId === editing.id)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
