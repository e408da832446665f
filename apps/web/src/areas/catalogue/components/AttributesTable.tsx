import { Badge, EmptyState, Loader, Table, Text } from "@mantine/core";
import { ATTRIBUTE_KINDS, labelOf } from "@ops/domain";
import { useClassAttributes, useClasses } from "../classes-api";

/** The attributes of a class: kind, options, whether required, and the other classes sharing each. */
export function AttributesTable({ classId }: { classId: number }) {
  const attributes = useClassAttributes(classId);
  const classes = useClasses();
  if (!attributes.data) {
    if (attributes.error) throw attributes.error;
    return <Loader size="sm" aria-label="Loading attributes" />;
  }
  if (attributes.data.length === 0) {
    return (
      <EmptyState title="No attributes yet" description="Attributes describe the products of this class." />
    );
  }
  const className = (id: number) => classes.data?.find((c) => c.id === id)?.name ?? `#${id}`;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label="Attributes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Options</Table.Th>
            <Table.Th>Required</Table.Th>
            <Table.Th>Also used by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attributes.data.map((a) => {
            const others = a.classIds.filter((id) => id !== classId);
            return (
              <Table.Tr key={a.id}>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td>{labelOf(ATTRIBUTE_KINDS, a.kind)}</Table.Td>
                <Table.Td>{a.options.length ? a.options.join(", ") : "—"}</Table.Td>
                <Table.Td>{a.required ? <Badge variant="light">Required</Badge> : "Optional"}</Table.Td>
                <Table.Td>
                  {others.length ? (
                    others.map(className).join(", ")
                  ) : (
                    <Text span size="sm" c="dimmed">
                      This class only
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
