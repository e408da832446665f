import { Button, EmptyState, Group, Loader, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { type Brand, createBrand, deleteBrand, updateBrand } from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useBrands, useDeleteBrand } from "../classes-api";
import { BrandFormModal } from "../components/BrandFormModal";
import { BrandLinesModal } from "../components/BrandLinesModal";
import { ActiveBadge } from "../components/badges";

export default function BrandsPage() {
  const brands = useBrands();
  const remove = useDeleteBrand();
  const can = useCan();
  // "new" opens an empty form; a brand opens it for editing.
  const [editing, setEditing] = useState<Brand | "new" | null>(null);
  const [linesOf, setLinesOf] = useState<Brand | null>(null);
  const deleting = useConfirmedAction({
    component: "BrandsPage",
    run: (brand: Brand) => remove.mutateAsync(brand.id),
    success: (brand) => `${brand.name} was deleted`,
  });

  let content: React.ReactNode;
  if (!brands.data) {
    if (brands.error) throw brands.error;
    content = <Loader aria-label="Loading" />;
  } else if (brands.data.length === 0) {
    content = <EmptyState title="No brands yet" description="Brands are the makers of products." />;
  } else {
    content = (
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder aria-label="Brands">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Lines</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Products</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {brands.data.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>{b.name}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{b.lineCount}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{b.productCount}</Table.Td>
                <Table.Td>
                  <ActiveBadge active={b.active} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => setLinesOf(b)}
                      aria-label={`Lines of ${b.name}`}
                    >
                      Lines
                    </Button>
                    {can(updateBrand) ? (
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => setEditing(b)}
                        aria-label={`Edit ${b.name}`}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {can(deleteBrand) ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => deleting.ask(b)}
                        aria-label={`Delete ${b.name}`}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </Group>
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
          <Title order={1}>Brands</Title>
          <Text c="dimmed" size="sm">
            The makers of products.
          </Text>
        </div>
        {can(createBrand) ? <Button onClick={() => setEditing("new")}>New brand</Button> : null}
      </Group>
      {content}
      {editing ? (
        <BrandFormModal brand={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {linesOf ? <BrandLinesModal brand={linesOf} onClose={() => setLinesOf(null)} /> : null}
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete brand"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {deleting.pending?.name}? A brand that products or lines use cannot be deleted.
      </ConfirmModal>
    </Stack>
  );
}
