import { Stack } from "@mantine/core";
import { useFamilyPrefix } from "../../accounts/family";
import { LoadFrame } from "../../activities/components/LoadFrame";
import { AsnDeltaPanel } from "../components/AsnDeltaPanel";
import { ReceivingAssetsTable } from "../components/ReceivingAssetsTable";

/**
 * What a load received, as its client (and staff) read it: every asset and serial, paged,
 * searchable and exportable, and the differences against the ASN.
 */
export default function LoadAssetsPage() {
  const family = useFamilyPrefix();
  return (
    <LoadFrame>
      {(load) => (
        <Stack>
          <ReceivingAssetsTable slug={load.slug} family={family} />
          <AsnDeltaPanel slug={load.slug} family={family} />
        </Stack>
      )}
    </LoadFrame>
  );
}
