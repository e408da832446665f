import { Stack, Tabs } from "@mantine/core";
import { type Activity, SHOP_ORDER_ITAD_TABS } from "@ops/domain";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { ShopOrderFrame } from "../WorkOrderFrame";
import { type ShopOrderItadPage, shopOrderItadPath } from "./itad-paths";

type Props = {
  slug: string;
  /** The sub-page open in the strip. */
  page: ShopOrderItadPage;
  children: (order: Activity) => ReactNode;
};

/** The strip of the ITAD sub-pages, the open one selected. */
function ItadStrip({ order, page }: { order: Activity; page: ShopOrderItadPage }) {
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  // On a phone the strip scrolls sideways: bring the open page into view (each is its own route).
  useEffect(() => {
    list.current?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, []);
  return (
    <Tabs
      variant="pills"
      value={page}
      onChange={(next) => {
        if (next) navigate(shopOrderItadPath(order.slug, next as ShopOrderItadPage));
      }}
      aria-label="ITAD pages"
    >
      {/* Like the frame's tabs, the strip scrolls sideways on a phone instead of wrapping. */}
      <Tabs.List ref={list} style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
        {SHOP_ORDER_ITAD_TABS.map((t) => (
          <Tabs.Tab key={t.id} value={t.id} style={{ whiteSpace: "nowrap" }}>
            {typeof t.label === "string" ? t.label : t.label(order)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/**
 * A shop order's ITAD pages (SPEC §2 Shop orders, itad sub-pages): the shop order's frame with
 * its ITAD tab open, and under it the strip of the ITAD sub-pages (Devices, Serials, LPNs…).
 */
export function ShopOrderItadFrame({ slug, page, children }: Props) {
  return (
    <ShopOrderFrame slug={slug}>
      {(order) => (
        <Stack>
          <ItadStrip order={order} page={page} />
          {children(order)}
        </Stack>
      )}
    </ShopOrderFrame>
  );
}
