import { Anchor, Button, Group, Stack, Title } from "@mantine/core";
import {
  createProductService,
  deleteProductService,
  labelOf,
  type ProductService,
  SERVICE_CATEGORIES,
  updateProductService,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RecordList } from "../../../shared/RecordList";
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
  const can = useCan();
  return (
    <Stack>
      <PageHeader
        title="Product services"
        description="Services that apply to a product, with their default prices."
        action={
          can(createProductService) ? (
            <Button component={Link} to="/product-services/new">
              New product service
            </Button>
          ) : null
        }
      />
      <RecordList<ProductService>
        query={list}
        label="Product services"
        minWidth={560}
        rowKey={(ps) => ps.id}
        rowHref={(ps) => `/product-services/${ps.id}`}
        empty={{
          title: "No product services yet",
          description: "A product service applies a service to a product.",
        }}
        columns={[
          { header: "Product", render: (ps) => ps.productName },
          { header: "Service", render: (ps) => ps.serviceName },
          { header: "Category", render: (ps) => labelOf(SERVICE_CATEGORIES, ps.serviceCategory) },
          { header: "Default price", align: "right", render: (ps) => priceText(ps.defaultPrice) },
        ]}
      />
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
  const can = useCan();
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
            {can(updateProductService) ? (
              <Button component={Link} to={`/product-services/${ps.id}/edit`}>
                Edit
              </Button>
            ) : null}
            {can(deleteProductService) ? (
              <Button variant="default" color="red" onClick={() => deleting.ask(ps.id)}>
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
