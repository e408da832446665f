import { Anchor, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type Alias, createProductAlias, deleteProductAlias, updateProductAlias } from "@ops/domain";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { catalogueKeys, fetchAliasesPage, useAlias, useDeleteAlias, useProduct } from "../api";
import { AliasForm } from "./AliasForm";
import { DetailTable } from "./DetailTable";

const BACK = { to: "/aliases", label: "aliases" };

export function AliasesListView() {
  const navigate = useNavigate();
  const can = useCan();
  const columns: DataTableColumn<Alias>[] = [
    { accessor: "name", title: "Alias", sortable: true },
    { accessor: "productName", title: "Product" },
    {
      accessor: "createdAt",
      title: "Added",
      sortable: true,
      render: (a) => new Date(a.createdAt).toLocaleDateString(),
    },
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Aliases</Title>
          <Text c="dimmed" size="sm">
            Other names and codes that resolve to a product.
          </Text>
        </div>
        {can(createProductAlias) ? (
          <Button component={Link} to="/aliases/new">
            New alias
          </Button>
        ) : null}
      </Group>
      <DataTable<Alias>
        columns={columns}
        queryKey={[...catalogueKeys.aliases, "list"]}
        fetchPage={(params) => fetchAliasesPage(params)}
        searchKey="aliases"
        searchPlaceholder="Search by alias"
        defaultSort={{ sort: "name", order: "asc" }}
        onRowClick={(a) => navigate(`/aliases/${a.id}`)}
        emptyText="No aliases match."
      />
    </Stack>
  );
}

export function AliasNewView() {
  const [params] = useSearchParams();
  const productId = Number(params.get("productId") ?? Number.NaN);
  const product = useProduct(productId);
  if (Number.isInteger(productId) && productId > 0 && product.isPending)
    return <Loader aria-label="Loading" />;
  return <AliasForm product={product.data ? { id: product.data.id, name: product.data.name } : undefined} />;
}

export function AliasEditView() {
  const id = useIdParam();
  const alias = useAlias(id);
  if (!alias.data) return <RecordLoadState id={id} error={alias.error} noun="alias" back={BACK} />;
  return <AliasForm key={alias.data.id} alias={alias.data} />;
}

export function AliasDetailView() {
  const id = useIdParam();
  const alias = useAlias(id);
  const navigate = useNavigate();
  const remove = useDeleteAlias();
  const can = useCan();
  const deleting = useConfirmedAction({
    component: "AliasDetailView",
    run: async (aliasId: number) => {
      await remove.mutateAsync(aliasId);
      navigate("/aliases");
    },
    success: () => `${alias.data?.name ?? "The alias"} was deleted`,
  });
  if (!alias.data) return <RecordLoadState id={id} error={alias.error} noun="alias" back={BACK} />;
  const a = alias.data;
  return (
    <Stack maw={720}>
      <div>
        <Anchor component={Link} to="/aliases" size="sm">
          ← Aliases
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Title order={1}>{a.name}</Title>
          <Group gap="xs">
            {can(updateProductAlias) ? (
              <Button component={Link} to={`/aliases/${a.id}/edit`}>
                Edit
              </Button>
            ) : null}
            {can(deleteProductAlias) ? (
              <Button variant="default" color="red" onClick={() => deleting.ask(a.id)}>
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>
      </div>
      <DetailTable
        rows={[
          [
            "Product",
            <Anchor key="p" component={Link} to={`/products/${a.productId}`}>
              {a.productName}
            </Anchor>,
          ],
          ["Added", new Date(a.createdAt).toLocaleString()],
        ]}
      />
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete alias"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Delete {a.name}? Finding {a.productName} by this name will no longer work.
      </ConfirmModal>
    </Stack>
  );
}
