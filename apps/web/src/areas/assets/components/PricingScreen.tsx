import { Divider, EmptyState, Loader, Stack, Tabs, Text } from "@mantine/core";
import { PRICING_TYPES, type PricingType, priceLoadAssets } from "@ops/domain";
import { useNavigate } from "react-router";
import { useCan } from "../../../shared/permissions";
import { formatWhen } from "../../activities/components/inbound-dates";
import { usePricingView } from "../pricing-api";
import { PricingTable } from "./PricingTable";
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
};

/** On a phone the sub-tabs scroll sideways: the open one is brought into view (each is its own route). */
function showActive(list: HTMLDivElement | null) {
  list?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/** Who priced the load last, or that nobody has yet. */
function lastPriced(pricedAt: string | null, pricedBy: string | null): string {
  if (!pricedAt) return "Not priced yet";
  return `Last priced ${formatWhen(pricedAt)}${pricedBy ? ` by ${pricedBy}` : ""}`;
}

/**
 * One pricing page of a load (SPEC §2 pricing: yield, serial, consignment, fmv): the sub-tabs of
 * the four types, what the assets are priced at with totals, and for operators the upload.
 */
export function PricingScreen({ slug, type, family, basePath, canPrice }: Props) {
  const navigate = useNavigate();
  const view = usePricingView(family, slug, type);
  // The upload prices the load's assets, which the user's roles must allow (pricing.edit).
  const can = useCan();
  const prices = canPrice && can(priceLoadAssets);
  // A failed read goes to the route's error boundary, as on the other load tabs.
  if (!view.data && view.error) throw view.error;
  return (
    <Stack>
      <Tabs variant="pills" value={type} onChange={(next) => next && navigate(`${basePath}/${next}`)}>
        <Tabs.List
          ref={showActive}
          aria-label="Pricing types"
          style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}
        >
          {PRICING_TYPES.map((t) => (
            <Tabs.Tab key={t.id} value={t.id} style={{ whiteSpace: "nowrap" }}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
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
