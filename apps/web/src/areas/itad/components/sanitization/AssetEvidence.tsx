import { Stack } from "@mantine/core";
import { useSite } from "../../../../shared/session";
import { EvidenceTimeline } from "./EvidenceTimeline";
import { SanitizationPanel } from "./SanitizationPanel";

/**
 * The Evidence tab of a serial (every serialized device page, and an asset's page for operators
 * and clients): where its data stands with its records, then its evidence chain. Operators who may
 * record sanitization record an erasure here.
 */
export function AssetEvidence({ barcode }: { barcode: string }) {
  const staff = useSite().data?.user.audience === "operator";
  return (
    <Stack>
      <SanitizationPanel barcode={barcode} staff={staff} />
      <EvidenceTimeline barcode={barcode} />
    </Stack>
  );
}
