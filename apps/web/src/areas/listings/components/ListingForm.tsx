import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { ECOMMERCE_PLATFORMS, type Listing, ListingBody, PRODUCT_GRADE_IDS } from "@ops/domain";
import { useRef, useState } from "react";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { useWarehouses } from "../../inventory/components/use-warehouse-choice";
import { useAccountChoices, useListingFloor, useProductChoices } from "../api";
import { money } from "./ListingStatusBadge";

export type ListingValues = {
  title: string;
  description: string;
  platform: string | null;
  productId: string | null;
  grade: string | null;
  price: number | string;
  reference: string;
  accountId: string | null;
  warehouseId: string | null;
};

export function initialListingValues(listing: Listing | null): ListingValues {
  return {
    title: listing?.title ?? "",
    description: listing?.description ?? "",
    platform: listing?.platform ?? null,
    productId: listing?.product ? String(listing.product.id) : null,
    grade: listing?.grade ?? null,
    price: listing?.price ?? "",
    reference: listing?.reference ?? "",
    accountId: listing?.account ? String(listing.account.id) : null,
    warehouseId: listing?.warehouse ? String(listing.warehouse.id) : null,
  };
}

const id = (v: string | null) => (v ? Number(v) : null);
export function toListingBody(v: ListingValues) {
  return {
    type: "ecommerce" as const,
    title: v.title,
    description: v.description || null,
    platform: v.platform,
    productId: id(v.productId),
    grade: v.grade,
    price: v.price === "" ? null : Number(v.price),
    reference: v.reference || null,
    accountId: id(v.accountId),
    warehouseId: id(v.warehouseId),
    status: "draft" as const,
  };
}
export type ListingFormBody = ReturnType<typeof toListingBody>;

const PLATFORMS = ECOMMERCE_PLATFORMS.filter((p) => !("inactive" in p && p.inactive)).map((p) => ({
  value: p.id,
  label: p.label,
}));
const GRADES = PRODUCT_GRADE_IDS.map((g) => ({ value: g, label: `Grade ${g}` }));

type Props = {
  listing: Listing | null;
  onSave: (body: ListingFormBody) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A listing's product, grade, platform, price (never below the cutline: the floor is shown and a
 * lower price refused before it is sent), reference, account and warehouse.
 */
export function ListingForm({ listing, onSave, onCancel }: Props) {
  const products = useProductChoices();
  const accounts = useAccountChoices();
  const { warehouses } = useWarehouses();
  // The product and grade chosen now, whose cutline the price is checked against before sending.
  const initial = initialListingValues(listing);
  const [chosen, setChosen] = useState({ productId: id(initial.productId), grade: initial.grade });
  const cutline = useListingFloor(chosen.productId, chosen.grade);
  const fetched = useRef<{ key: string; floor: { minPrice: number; source: string } | null }>({
    key: "",
    floor: null,
  });
  if (cutline.data)
    fetched.current = { key: `${chosen.productId}/${chosen.grade}`, floor: cutline.data.floor };
  const { form, onSubmit, submitting } = useDomainForm<ListingValues, ListingFormBody>({
    name: "ListingForm",
    schema: ListingBody,
    initialValues: initial,
    toBody: toListingBody,
    validate: (values, errors) => {
      const floor = floorFor(values);
      const price = values.price === "" ? null : Number(values.price);
      if (floor !== null && price !== null && price < floor.minPrice && !errors.price)
        return { ...errors, price: `Price must be at least ${floor.minPrice.toFixed(2)}, ${floor.source}` };
      return errors;
    },
    submit: onSave,
  });
  form.watch("productId", ({ value }) => setChosen((c) => ({ ...c, productId: id(value) })));
  form.watch("grade", ({ value }) => setChosen((c) => ({ ...c, grade: value })));
  /**
   * The floor known on this screen: the saved listing's while its product and grade stay the same
   * (a hand-picked set's comes from its assets), else the cutline of the product and grade chosen.
   */
  function floorFor(v: ListingValues): { minPrice: number; source: string } | null {
    const same = listing && id(v.productId) === (listing.product?.id ?? null) && v.grade === listing.grade;
    if (same)
      return listing.floor === null
        ? null
        : { minPrice: listing.floor, source: listing.floorSource ?? "its floor" };
    return fetched.current.key === `${id(v.productId)}/${v.grade}` ? fetched.current.floor : null;
  }
  const floor = floorFor(form.getValues());
  const productData = (products.data?.data ?? []).map((p: { id: number; name: string }) => ({
    value: String(p.id),
    label: p.name,
  }));
  if (listing?.product && !productData.some((p) => p.value === String(listing.product?.id)))
    productData.unshift({ value: String(listing.product.id), label: listing.product.name });
  const accountData = (accounts.data?.data ?? []).map((a: { id: number; name: string }) => ({
    value: String(a.id),
    label: a.name,
  }));
  const warehouseData = warehouses.map((w) => ({ value: String(w.id), label: w.shortName }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput label="Title" required {...form.getInputProps("title")} key={form.key("title")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            label="Product"
            data={productData}
            placeholder="A hand-picked set when empty"
            {...form.getInputProps("productId")}
            key={form.key("productId")}
          />
          <Select
            label="Grade"
            data={GRADES}
            clearable
            placeholder="Any"
            {...form.getInputProps("grade")}
            key={form.key("grade")}
          />
          <Select
            label="Platform"
            data={PLATFORMS}
            clearable
            {...form.getInputProps("platform")}
            key={form.key("platform")}
          />
          <NumberInput
            label="Price"
            min={0}
            decimalScale={2}
            prefix="$"
            description={
              floor
                ? `At least ${money(floor.minPrice)}: ${floor.source}`
                : "Never below the cutline of the product's class and grade"
            }
            {...form.getInputProps("price")}
            key={form.key("price")}
          />
          <TextInput
            label="Platform reference"
            placeholder="The marketplace's item number"
            {...form.getInputProps("reference")}
            key={form.key("reference")}
          />
          <SelectField
            label="Account"
            data={accountData}
            placeholder="Any account"
            {...form.getInputProps("accountId")}
            key={form.key("accountId")}
          />
          <Select
            label="Warehouse"
            data={warehouseData}
            clearable
            placeholder="Any warehouse"
            {...form.getInputProps("warehouseId")}
            key={form.key("warehouseId")}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          rows={3}
          {...form.getInputProps("description")}
          key={form.key("description")}
        />
        {listing ? null : (
          <Text size="sm" c="dimmed">
            The listing starts as a draft; list it from its page once it has a platform and a price.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {listing ? "Save" : "Create listing"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
