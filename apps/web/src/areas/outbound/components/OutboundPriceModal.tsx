import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import {
  type OutboundPriceUnit,
  type OutboundProduct,
  parseMarginText,
  parseUnitPriceText,
} from "@ops/domain";
import { useState } from "react";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { formatMoney } from "../../inventory/activity/inventory-format";
import { useSetOutboundPrices } from "../outbound-api";

type Props = { slug: string; product: OutboundProduct | null; onClose: () => void };

/**
 * Sets a product's price on the load: a unit price per lb or per piece, or the margin it follows
 * from over the load's cost of the product. Text that is not a number, or a margin outside 0 to
 * 99.99 %, is refused on the field before anything is sent.
 */
export function OutboundPriceModal({ slug, product, onClose }: Props) {
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product ? `Price of ${product.productName}` : ""}
      centered
    >
      {product ? <PriceForm key={product.productId} slug={slug} product={product} onClose={onClose} /> : null}
    </Modal>
  );
}

function PriceForm({
  slug,
  product,
  onClose,
}: {
  slug: string;
  product: OutboundProduct;
  onClose: () => void;
}) {
  const fail = useFailure("OutboundPriceModal");
  const save = useSetOutboundPrices(slug);
  const [unit, setUnit] = useState<OutboundPriceUnit>(product.unit ?? (product.net > 0 ? "lbs" : "pieces"));
  const [by, setBy] = useState<"price" | "margin">("price");
  const [price, setPrice] = useState(product.unitPrice === null ? "" : String(product.unitPrice));
  const [margin, setMargin] = useState(product.marginPercent === null ? "" : String(product.marginPercent));
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = by === "price" ? parseUnitPriceText(price) : parseMarginText(margin);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    const change =
      by === "price"
        ? { productId: product.productId, unit, unitPrice: parsed.value }
        : { productId: product.productId, unit, marginPercent: parsed.value };
    try {
      await save.mutateAsync({ products: [change] });
      showSnackbar(`${product.productName} priced`, "success");
      onClose();
    } catch (e) {
      const fields = fail(e);
      setError(Object.values(fields)[0] ?? (e instanceof Error ? e.message : String(e)));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          On the load: {product.count} pieces, {product.net} lbs, costing {formatMoney(product.value)}.
        </Text>
        <SegmentedControl
          aria-label="Price unit"
          value={unit}
          onChange={(v) => setUnit(v as OutboundPriceUnit)}
          data={[
            { value: "lbs", label: "Per lb" },
            { value: "pieces", label: "Per piece" },
          ]}
        />
        <SegmentedControl
          aria-label="Set by"
          value={by}
          onChange={(v) => {
            setBy(v as "price" | "margin");
            setError(null);
          }}
          data={[
            { value: "price", label: "Unit price" },
            { value: "margin", label: "Margin %" },
          ]}
        />
        {by === "price" ? (
          <TextInput
            label="Unit price ($)"
            inputMode="decimal"
            value={price}
            error={error}
            onChange={(e) => {
              setPrice(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
        ) : (
          <TextInput
            label="Margin (%)"
            inputMode="decimal"
            value={margin}
            error={error}
            onChange={(e) => {
              setMargin(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save price
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
