import type { ReactNode } from "react";
import { SelectField } from "../../../shared/SelectField";
import { useReceivingLoads } from "../api";

type Props = {
  warehouseId: number | null;
  /** The chosen load's slug, or null for none. */
  value: string | null;
  onChange: (slug: string | null) => void;
  error?: ReactNode;
  description?: ReactNode;
};

/**
 * The pickup's inbound load: one of the warehouse's loads that still receive, shown with its
 * account (a label takes the load's account).
 */
export function PickupLoadField({ warehouseId, value, onChange, error, description }: Props) {
  const loads = useReceivingLoads(warehouseId);
  const data = (loads.data ?? []).map((l) => ({
    value: l.slug,
    label: `${l.slug} · ${l.accountName ?? "no account"}`,
  }));
  // A label already on a load that is no longer listed still shows it.
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: value });
  return (
    <SelectField
      label="Load"
      placeholder={loads.isLoading ? "Loading loads…" : "No load yet"}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      description={description ?? "An inbound load of this warehouse; the label takes its account"}
    />
  );
}
