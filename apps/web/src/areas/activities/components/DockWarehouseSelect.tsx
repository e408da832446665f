import { Select } from "@mantine/core";
import { useSite } from "../../../shared/session";

type Props = {
  value: number | null;
  onChange: (warehouseId: number | null) => void;
  /** Offer "All warehouses" (a cleared choice). */
  allowAll?: boolean;
};

/** The warehouses of the site state, by short name. */
export function DockWarehouseSelect({ value, onChange, allowAll = false }: Props) {
  const { data: site } = useSite();
  const options = (site?.warehouses ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.shortName} — ${w.name}`,
  }));
  return (
    <Select
      label="Warehouse"
      data={options}
      value={value ? String(value) : null}
      onChange={(next) => onChange(next ? Number(next) : null)}
      clearable={allowAll}
      allowDeselect={allowAll}
      placeholder={allowAll ? "All warehouses" : "Choose a warehouse"}
      searchable
      w={300}
    />
  );
}

/** The warehouse a dock screen starts with: the one asked for, else the user's own, else the first. */
export function useDefaultWarehouse(asked: number | null): number | null {
  const { data: site } = useSite();
  if (!site) return asked;
  const known = (id: number | null) => (id && site.warehouses.some((w) => w.id === id) ? id : null);
  return known(asked) ?? known(site.user.warehouseId) ?? site.warehouses[0]?.id ?? null;
}
