import { Stack, Title } from "@mantine/core";
import { AssetFrameMain } from "../../assets/components/AssetFrameMain";
import { AssetSerials } from "../../assets/components/AssetSerials";
import { MobilityBinFrame } from "../components/MobilityBinFrame";

/** `mobility/inventory/bins/:barcode`: a mobility bin and the phones and tablets in it. */
export default function MobilityBinPage() {
  return (
    <MobilityBinFrame>
      {(bin) => (
        <Stack>
          <AssetFrameMain asset={bin} />
          <Title order={2} size="h4">
            Inside
          </Title>
          <AssetSerials barcode={bin.barcode} />
        </Stack>
      )}
    </MobilityBinFrame>
  );
}
