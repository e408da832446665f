import { DeviceFrame } from "../components/DeviceFrame";
import { AssetEvidence } from "../components/sanitization/AssetEvidence";

/** A device's evidence: its sanitization (Record erasure) and its chain from ASN line to certificate. */
export default function DeviceEvidencePage() {
  return <DeviceFrame>{(device) => <AssetEvidence barcode={device.barcode} />}</DeviceFrame>;
}
