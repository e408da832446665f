import { Anchor, Button, EmptyState, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { labelOf, SERVICE_CATEGORIES } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useDeleteProductService, useProductService, useProductServices } from "../services-api";
import { DetailTable } from "./DetailTable";
import { ProductServiceForm } from "./ProductServiceForm";

const BACK = { to: "/product-services", label: "product services" };
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const priceText = (price: number | null) => (price === null ? "—" : money.format(price));

export function ProductServicesListView() {
  const list = useProductServices();
  const navigate = useNavigate();
  let content: React.ReactNode;
  if (!list.data) {
    if (list.error) throw list.error;
    content = <Loader aria-label="Loading" />;
  } else if (list.data.length === 0) {
    content = (
      <EmptyState
        title="No product services yet"
        description="A product service applies a service to a product."
      />
    );
  } else {
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover withTableBorder aria-label="Product services">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Service</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Default price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((ps) => (
              <Table.Tr
                key={ps.id}
                tabIndex={0}
                style={{ cursor: "pointer" }}
                onClick={() => navigate(`/product-services/${ps.id}`)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && event.target === event.currentTarget)
                    navigate(`/product-services/${ps.id}`);
                }}
              >
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/product-services/${ps.id}`}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {ps.productName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{ps.serviceName}</Table.Td>
                <Table.Td>{labelOf(SERVICE_CATEGORIES, ps.serviceCategory)}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{priceText(ps.defaultPrice)}</Table.Td>
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
          <Title order={1}>Product services</Title>
          <Text c="dimmed" size="sm">
            Services that apply to a product, with their default prices.
          </Text>
        </div>
        <Button component={Link} to="/product-services/new">
          New product service
        </Button>
      </Group>
      {content}
    </Stack>
  );
}

export function ProductServiceEditView() {
  const id = useIdParam();
  const item = useProductService(id);
  if (!item.data) return <RecordLoadState id={id} error={item.error} noun="product service" back={BACK} />;
  return <ProductServiceForm key={item.data.id} productService={item.data} />;
}

export function ProductServiceDetailView() {
  const id = useIdParam();
  const item = useProductService(id);
  const navigate = useNavigate();
  const remove = useDeleteProductService();
  const deleting = useConfirmedAction({
    component: "ProductServiceDetailView",
    run: async (itemId: number) => {
      await remove.mutateAsync(itemId);
      navigate("/product-services");
    },
    success: () => "The product service was deleted",
  });
  if (!item.data) return <RecordLoadState id={id} error={item.error} noun="product service" back={BACK} />;
  const ps = item.data;
  return (
    <Stack maw={720}>
      <div>
        <Anchor component={Link} to="/product-services" size="sm">
          ← Product services
        </Anchor>
        <Group justify="space-between" mt={4}>
          <Title order={1}>
            {ps.serviceName} for {ps.productName}
          </Title>
          <Group gap="xs">
            <Button component={Link} to={`/product-services/${ps.id}/edit`}>
              Edit
            </Button>
            <Button variant="default" color="red" onClick={() => deleting.ask(ps.id)}>
              Delete
            </Button>
          </Group>
        </Group>
      </div>
      <DetailTable
        rows={[
          [
            "Product",
            <Anchor key="p" component={Link} to={`/products/${ps.productId}`}>
              {ps.productName}
            </Anchor>,
          ],
          [
            "Service",
            <Anchor key="s" component={Link} to={`/services/${ps.serviceId}`}>
              {ps.serviceName}
            </Anchor>,
          ],
          ["Category", labelOf(SERVICE_CATEGORIES, ps.serviceCategory)],
          ["Default price", priceText(ps.defaultPrice)],
        ]}
      />
      <ConfirmModal
        opened={deleting.pending !== null}
        title="Delete product service"
        confirmLabel="Delete"
        loading={deleting.running}
        onConfirm={deleting.confirm}
        onClose={deleting.cancel}
      >
        Stop applying {ps.serviceName} to {ps.productName}?
      </ConfirmModal>
    </Stack>
  );
}
