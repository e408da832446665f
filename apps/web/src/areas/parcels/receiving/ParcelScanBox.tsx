import { lookupParcel } from "@ops/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { call } from "../../../shared/endpoints";
import { markHandled, reportError } from "../../../shared/reporting";
import { useFailure } from "../../../shared/use-failure";

type Props = {
  label: string;
  autoFocus?: boolean;
};

/** The scan box's id: the receiving page puts the focus back on it for the next parcel. */
export const PARCEL_SCAN_FIELD = "parcel-scan";
export const focusParcelScan = () => setTimeout(() => document.getElementById(PARCEL_SCAN_FIELD)?.focus(), 0);

/** The address of a request's receiving page; a tracking number scanned stays in it. */
export function receivingPath(referenceId: string, trackingNumber?: string | null) {
  const base = `/parcel/receiving/${encodeURIComponent(referenceId)}`;
  return trackingNumber ? `${base}/${encodeURIComponent(trackingNumber)}` : base;
}

/**
 * The parcel scan box: a reference (the return label's barcode) or a carrier's tracking number,
 * typed or scanned, opens that request's receiving page; a code no request has is refused on the field.
 */
export function ParcelScanBox({ label, autoFocus }: Props) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = useFailure("ParcelScanBox");

  const open = async (code: string) => {
    setBusy(true);
    setError(null);
    try {
      const found = await call(lookupParcel, { query: { code } });
      const tracking = found.matchedBy === "tracking" ? found.request.trackingNumber : null;
      navigate(receivingPath(found.request.referenceId, tracking));
    } catch (failure) {
      if (!(failure instanceof ApiError) || failure.status >= 500) {
        fail(failure);
        return;
      }
      reportError(failure, "ParcelScanBox");
      markHandled(failure);
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <BarcodeInput
      label={label}
      description="Scan the reference on the parcel's return label, or its tracking number"
      placeholder="e.g. ACME-12 or 1Z999AA10123456784"
      autoFocus={autoFocus}
      onSubmit={(code) => void open(code)}
      error={error}
      disabled={busy}
      name="parcel-code"
      id={PARCEL_SCAN_FIELD}
    />
  );
}
