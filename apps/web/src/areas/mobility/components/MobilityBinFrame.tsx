import type { Asset } from "@ops/domain";
import type { ReactNode } from "react";
import { MOBILITY_PATH } from "../../itad/itad-paths";
import { ShopOrderAssetFrame } from "../../work/components/ShopOrderAssetFrame";

/** The frame of a mobility bin's pages: back to the mobility inventory, the bin's header and tabs. */
export function MobilityBinFrame({ children }: { children: (bin: Asset) => ReactNode }) {
  return (
    <ShopOrderAssetFrame back={() => ({ to: MOBILITY_PATH, label: "Mobility inventory" })}>
      {(bin) => children(bin)}
    </ShopOrderAssetFrame>
  );
}
