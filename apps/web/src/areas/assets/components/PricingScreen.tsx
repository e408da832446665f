import { Divider, EmptyState, Loader, Stack, Text } from "@mantine/core";
import { type PricingType, priceLoadAssets } from "@ops/domain";
import { useCan } from "../../../shared/permissions";
import { formatWhen } from "../../activities/components/inbound-dates";
import { SettlementStrip } from "../../settlement/components/SettlementStrip";
import { usePricingView } from "../pricing-api";
import { PricingTable } from "./PricingTable";
import { PricingTabs } from "./PricingTabs";
import { PricingUploadPanel } from "./PricingUploadPanel";

type Props = {
  slug: string;
  type: PricingType;
  /** The API family of the signed-in audience ("" staff, "/client"). */
  family: string;
  /** Where the pricing pages of this load live, e.g. `/inbound/<slug>/pricing`. */
  basePath: string;
  /** Operators price; clients only read. */
  canPrice: boolean;
  /** The settlement tab beside the four pricing pages: its label and route. */
  settlement: { label: string; path: string };
};

/** Who priced the load last, or that nobody has yet. */
function lastPriced(pricedAt: string | null, pricedBy: string | null): string {
  if (!pricedAt) return "Not priced yet";
  return `Last priced ${formatWhen(pricedAt)}${pricedBy ? ` by ${pricedBy}` : ""}`;
}

/**
 * One pricing page of a load (SPEC §2 pricing: yield, serial, consignment, fmv): the sub-tabs of
 * the four types and the settlement, what the assets are priced at with totals, and for operators the upload.
 */
export function PricingScreen({ slug, type, family, basePath, canPrice, settlement }: Props) {
  const view = usePricingView(family, slug, type);
  // The upload prices the load's assets, which the user's roles must allow (pricing.edit).
  const can = useCan();
  const prices = canPrice && can(priceLoadAssets);
  // A failed read goes to the route's error boundary, as on the other load tabs.
  if (!view.data && view.error) throw view.error;
  return (
    <Stack>
      <PricingTabs value={type} basePath={basePath} settlement={settlement} />
      <SettlementStrip slug={slug} path={settlement.path} />
      {view.data ? (
        <>
          {view.data.lines.length > 0 || view.data.pricedAt ? (
            <Text size="sm" c="dimmed" data-testid="last-priced">
              {lastPriced(view.data.pricedAt, view.data.pricedBy)}
            </Text>
          ) : null}
          {view.data.lines.length === 0 ? (
            <EmptyState
              title="No assets received on this load yet"
              description="Assets appear here once they are received; then they can be priced."
            />
          ) : (
            <PricingTable view={view.data} />
          )}
          {prices && view.data.lines.length > 0 ? (
            <>
              <Divider />
              <PricingUploadPanel slug={slug} view={view.data} />
            </>
          ) : null}
        </>
      ) : (
        <Loader aria-label="Loading" />
      )}
    </Stack>
  );
}
