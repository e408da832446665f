import { Button, Group, NumberInput, Stack, Title } from "@mantine/core";
import { type ProductService, ProductServiceBody } from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useAllServices, useSaveProductService } from "../services-api";
import { ProductPicker } from "./ProductPicker";

type Values = { productId: string | null; serviceId: string | null; defaultPrice: number | string };
const toBody = (values: Values) => ({
  productId: Number(values.productId ?? 0),
  serviceId: Number(values.serviceId ?? 0),
  defaultPrice: values.defaultPrice === "" ? null : Number(values.defaultPrice),
});

/** New and edit screens of a product service: a service that applies to a product, with a default price. */
export function ProductServiceForm({ productService }: { productService?: ProductService }) {
  const navigate = useNavigate();
  const save = useSaveProductService(productService?.id);
  const services = useAllServices();
  const editing = productService !== undefined;
  const { form, onSubmit: submit } = useDomainForm({
    name: "ProductServiceForm",
    schema: ProductServiceBody,
    initialValues: {
      productId: productService ? String(productService.productId) : null,
      serviceId: productService ? String(productService.serviceId) : null,
      defaultPrice: productService?.defaultPrice ?? "",
    },
    toBody,
    validate: (values, errors) => {
      if (!values.productId) errors.productId = "Choose a product";
      if (!values.serviceId) errors.serviceId = "Choose a service";
      return errors;
    },
    submit: async (body) => {
      const saved = await save.mutateAsync(ProductServiceBody.parse(body));
      showSnackbar(
        editing ? "Changes saved" : `${saved.serviceName} now applies to ${saved.productName}`,
        "success",
      );
      navigate(`/product-services/${saved.id}`);
    },
  });
  const serviceOptions = (services.data ?? [])
    .filter((s) => s.active || String(s.id) === form.values.serviceId)
    .map((s) => ({ value: String(s.id), label: s.name }));

  const title = editing
    ? `Edit ${productService.serviceName} for ${productService.productName}`
    : "New product service";
  return (
    <Stack maw={640}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={editing ? "Edit product service" : title}>
        <Stack>
          <ProductPicker
            label="Product"
            required
            value={form.values.productId}
            selectedName={productService?.productName}
            onChange={(v) => form.setFieldValue("productId", v)}
            exclude={(m) => m.type === "alias"}
            error={form.errors.productId}
          />
          <SelectField
            label="Service"
            required
            data={serviceOptions}
            value={form.values.serviceId}
            onChange={(v) => form.setFieldValue("serviceId", v)}
            error={form.errors.serviceId}
          />
          <NumberInput
            label="Default price"
            description="Charged when no account price says otherwise; empty for none."
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps("defaultPrice")}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add product service"}
            </Button>
            <Button
              variant="default"
              onClick={() =>
                navigate(editing ? `/product-services/${productService.id}` : "/product-services")
              }
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
