import { Stack, Tabs } from "@mantine/core";
import { type Activity, SHOP_ORDER_ITAD_TABS } from "@ops/domain";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { ShopOrderFrame } from "../WorkOrderFrame";
import { type ShopOrderItadPage, shopOrderItadPath } from "./itad-paths";

type Props = {
  slug: string;
  /** The sub-page open in the strip. */
  page: ShopOrderItadPage;
  children: (order: Activity) => ReactNode;
};

/**
 * A shop order's ITAD pages (SPEC §2 Shop orders, itad sub-pages): the shop order's frame with
 * its ITAD tab open, and under it the strip of the ITAD sub-pages (Devices, Serials, LPNs…).
 */
export function ShopOrderItadFrame({ slug, page, children }: Props) {
  const navigate = useNavigate();
  return (
    <ShopOrderFrame slug={slug}>
      {(order) => (
        <Stack>
          <Tabs
            variant="pills"
            value={page}
            onChange={(next) => {
              if (next) navigate(shopOrderItadPath(order.slug, next as ShopOrderItadPage));
            }}
            aria-label="ITAD pages"
          >
            {/* Like the frame's tabs, the strip scrolls sideways on a phone instead of wrapping. */}
            <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
              {SHOP_ORDER_ITAD_TABS.map((t) => (
                <Tabs.Tab key={t.id} value={t.id} style={{ whiteSpace: "nowrap" }}>
                  {typeof t.label === "string" ? t.label : t.label(order)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {children(order)}
        </Stack>
      )}
    </ShopOrderFrame>
  );
}
