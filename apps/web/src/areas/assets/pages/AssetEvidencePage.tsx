import { AssetEvidence } from "../../itad/components/sanitization/AssetEvidence";
import { AssetFrame } from "../components/AssetFrame";

/** `assets/:barcode/evidence` (operators and clients): a serial's sanitization and evidence chain. */
export default function AssetEvidencePage() {
  return <AssetFrame>{(asset) => <AssetEvidence barcode={asset.barcode} />}</AssetFrame>;
}
