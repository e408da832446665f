import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import {
  createProductAlias,
  deleteProduct,
  labelOf,
  PRODUCT_TYPES,
  type Product,
  updateProduct,
} from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useDeleteProduct, useProduct } from "../api";
import { ActiveBadge } from "./badges";
import { DetailTable } from "./DetailTable";
import type { ProductKind } from "./product-kinds";

function fieldsOf(p: Product): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ["Type", labelOf(PRODUCT_TYPES, p.type)],
    [
      "Class",
      p.classId ? (
        <Anchor key="class" component={Link} to={`/classes/${p.classId}`}>
          {p.className}
        </Anchor>
      ) : (
        "—"
      ),
    ],
    ["Brand", p.brandName ? [p.brandName, p.lineName].filter(Boolean).join(" · ") : "—"],
    ["Group", p.group ?? "—"],
    ["Weight", p.weight === null ? "—" : `${p.weight} lbs`],
  ];
  if (p.type === "serialized") {
    rows.push(["Serial pattern", p.serialPattern ? <code key="pattern">{p.serialPattern}</code> : "Any"]);
    rows.push(["Serial number", p.serialRequired ? "Required" : "Optional"]);
  }
  if (p.type === "alias" && p.aliasOfId) {
    rows.push([
      "Stands for",
      <Anchor key="of" component={Link} to={`/products/${p.aliasOfId}`}>
        {p.aliasOfName}
      </Anchor>,
    ]);
  }
  rows.push(["Description", p.description ?? "—"]);
  return rows;
}

/** One product: its fields, attributes, references and aliases. */
export function ProductDetailView({ kind }: { kind: ProductKind }) {
  const id = useIdParam();
  const product = useProduct(id);
  const navigate = useNavigate();
  const remove = useDeleteProduct();
  const can = useCan();
  const deleting = useConfirmedAction({
    component: "ProductDetailView",
    run: async (productId: number) => {
      await remove.mutateAsync(productId);
      navigate(kind.basePath);
    },
    success: () => `${product.data?.name ?? "The product"} was deleted`,
  });
  const back = { to: kind.basePath, label: kind.title.toLowerCase() };
  if (!product.data)
    return <RecordLoadState id={id} error={product.error} noun={kind.singular} back={back} />;
  const p = product.data;

  return (
    <Stack maw={860}>
      <div>
        <Anchor component={Link} to={kind.basePath} size="sm">
          ← {kind.title}
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Group gap="sm">
            <Title order={1}>{p.name}</Title>
            <ActiveBadge active={p.active} />
          </Group>
          <Group gap="xs">
            {can(updateProduct) ? (
              <Button component={Link} to={`${kind.basePath}/${p.id}/edit`}>
                Edit
              </Button>
            ) : null}
            {can(deleteProduct) ? (
              <Button variant="default" color="red" onClick={() => deleting.ask(p.id)}>
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>
      </div>
      <DetailTable rows={fieldsOf(p)} />

      <Title order={2} size="h4">
        Attributes
      </Title>
      {p.attributes.length === 0 ? (
        <Text c="dimmed">No attribute values.</Text>
      ) : (
        <DetailTable rows={p.attributes.map((a) => [a.name, a.value])} />
      )}

      <Title order={2} size="h4">
        References
      </Title>
      {p.references.length === 0 ? (
        <Text c="dimmed">No references.</Text>
      ) : (
        <Table withTableBorder striped aria-label="References">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Topic</Table.Th>
              <Table.Th>Identifier</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.references.map((r) => (
              <Table.Tr key={`${r.topic}:${r.identifier}`}>
                <Table.Td>{r.topic}</Table.Td>
                <Table.Td>{r.identifier}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      <Group justify="space-between">
        <Title order={2} size="h4">
          Aliases
        </Title>
        {p.type === "alias" || !can(createProductAlias) ? null : (
          <Button size="xs" variant="light" component={Link} to={`/aliases/new?productId=${p.id}`}>
            Add alias
          </Button>
        )}
      </Group>
      {p.aliases.length === 0 ? (
        <Text c="dimmed">No aliases.</Text>
      ) : (
        <Group gap="xs" aria-label="Aliases">
          {p.aliases.map((a) => (
            <Badge
              key={a.id}
              variant="light"
              component={Link}
              to={`/aliases/${a.id}`}
              style={{ cursor: "pointer" }}
            >
              {a.name}
            </Badge>
          ))}
        </Group>
      )}
      <ConfirmModal
        opened={deleting.pending !== null}
        title={`Delete ${kind.singular}`}
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {p.name}? A product that aliases, prices or product services still use cannot be deleted.
      </ConfirmModal>
    </Stack>
  );
}
