import { Group, Select, TextInput } from "@mantine/core";
import type { Warehouse } from "@ops/domain";

type Props = {
  warehouses: readonly Warehouse[];
  warehouseId: number | null;
  loadDate: string;
  onWarehouse: (id: number) => void;
  onLoadDate: (day: string) => void;
  errors?: { warehouseId?: string; loadDate?: string };
};

/** The warehouse and the pickup's day (a date picker giving YYYY-MM-DD, SPEC §9). */
export function PickupDayFields({
  warehouses,
  warehouseId,
  loadDate,
  onWarehouse,
  onLoadDate,
  errors,
}: Props) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label="Warehouse"
        allowDeselect={false}
        data={warehouses.map((w) => ({ value: String(w.id), label: `${w.shortName} · ${w.name}` }))}
        value={warehouseId === null ? null : String(warehouseId)}
        onChange={(value) => value && onWarehouse(Number(value))}
        error={errors?.warehouseId}
        w={{ base: "100%", xs: 240 }}
      />
      <TextInput
        type="date"
        label="Load date"
        value={loadDate}
        onChange={(event) => event.currentTarget.value && onLoadDate(event.currentTarget.value)}
        error={errors?.loadDate}
        w={{ base: "100%", xs: 180 }}
      />
    </Group>
  );
}
