import type { Asset } from "@ops/domain";
import type { ReactNode } from "react";
import { ShopOrderAssetFrame } from "../../work/components/ShopOrderAssetFrame";
import { itadBinPath, itadPath } from "../itad-paths";

/** The frame of a bin's pages in an ITAD job: back to the job, the bin's header, Edit and its tabs. */
export function ItadBinFrame({ children }: { children: (bin: Asset, slug: string) => ReactNode }) {
  return (
    <ShopOrderAssetFrame
      back={(slug) => ({ to: itadPath(slug), label: `ITAD job ${slug}` })}
      editHref={(bin, slug) => itadBinPath(slug, bin.barcode, "edit")}
    >
      {children}
    </ShopOrderAssetFrame>
  );
}
