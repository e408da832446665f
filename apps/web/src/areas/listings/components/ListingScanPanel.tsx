import { Paper, SegmentedControl, Stack } from "@mantine/core";
import type { Listing } from "@ops/domain";
import { useState } from "react";
import { ScanBox, useScanBox } from "../../inventory/components/ScanBox";
import { useListingAssetAction, useReserveListingAsset } from "../api";
import { money } from "./ListingStatusBadge";
import { SaleFields } from "./SaleFields";

type Mode = "reserve" | "sell";

/**
 * The scan box of a listing: in Reserve mode each scan puts the asset on the listing; in Sell mode
 * each scan marks it sold at the price shown (the listing's price to start with) to the buyer given.
 * Keyboard and scanner friendly: Enter submits, the box is emptied and refocused after each scan.
 */
export function ListingScanPanel({ listing }: { listing: Listing }) {
  const [mode, setMode] = useState<Mode>("reserve");
  const [price, setPrice] = useState<number | string>(listing.price ?? "");
  const [buyer, setBuyer] = useState("");
  const box = useScanBox("listing-scan", "ListingScanPanel");
  const reserve = useReserveListingAsset(listing.id);
  const sell = useListingAssetAction(listing.id);
  const busy = reserve.isPending || sell.isPending;
  const ended = listing.status === "ended";

  function submit(barcode: string) {
    const code = barcode.trim().toUpperCase();
    if (!code) return;
    if (mode === "reserve")
      reserve.mutate(code, { onSuccess: () => box.accepted(`${code} listed`), onError: box.refused });
    else {
      const salePrice = typeof price === "number" ? price : Number(price);
      if (!Number.isFinite(salePrice) || String(price) === "") {
        box.setRefusal("Enter the sale price first");
        return;
      }
      sell.mutate(
        { barcode: code, action: "sold", salePrice, buyer: buyer.trim() || null },
        { onSuccess: () => box.accepted(`${code} sold for ${money(salePrice)}`), onError: box.refused },
      );
    }
  }

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          data={[
            { value: "reserve", label: "Reserve by scan" },
            { value: "sell", label: "Mark sold by scan" },
          ]}
          fullWidth
        />
        {mode === "sell" ? (
          <SaleFields price={price} onPrice={setPrice} buyer={buyer} onBuyer={setBuyer} />
        ) : null}
        <ScanBox
          box={box}
          label={mode === "reserve" ? "Scan an asset to list it" : "Scan an asset to mark it sold"}
          onSubmit={submit}
          disabled={busy || ended}
        />
      </Stack>
    </Paper>
  );
}
