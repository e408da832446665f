import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Asset } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../../shared/DataTable";
import { formatWhen } from "../../../../shared/dates";
import { FoldingFilters } from "../../../../shared/FoldingFilters";
import { MOBILE_QUERY } from "../../../../shared/layout";
import { SelectField } from "../../../../shared/SelectField";
import { fetchSerialsPage, itadKeys, type SerialFilter } from "../../itad-api";
import { shopOrderDevicePath } from "./itad-paths";
import { SerialsExportButton } from "./SerialsExportButton";
import { DISPOSITION_OPTIONS, GRADE_OPTIONS, productOf, routedTo } from "./serial-values";

const WIDE = "(min-width: 701px)";
const PACKED_OPTIONS = [
  { value: "true", label: "Packed in an LPN" },
  { value: "false", label: "Not packed" },
];

type Props = {
  slug: string;
  /** Names the table's saved search and sort. */
  searchKey: string;
  emptyText: string;
  /** Where a device leads (an ITAD job's or mobility's device pages); its page in the shop order by default. */
  deviceHref?: (barcode: string) => string;
};

function Filters({ value, onChange }: { value: SerialFilter; onChange: (next: SerialFilter) => void }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <SelectField
        label="Grade"
        placeholder="Any grade"
        data={GRADE_OPTIONS}
        value={value.grade ?? null}
        onChange={(grade) => onChange({ ...value, grade: (grade ?? undefined) as SerialFilter["grade"] })}
      />
      <SelectField
        label="Disposition"
        placeholder="Any disposition"
        data={DISPOSITION_OPTIONS}
        value={value.disposition ?? null}
        onChange={(d) => onChange({ ...value, disposition: (d ?? undefined) as SerialFilter["disposition"] })}
      />
      <SelectField
        label="Packed"
        placeholder="Packed or not"
        data={PACKED_OPTIONS}
        value={value.packed === undefined ? null : String(value.packed)}
        onChange={(p) => onChange({ ...value, packed: p === null ? undefined : p === "true" })}
      />
    </SimpleGrid>
  );
}

/** The device's grade, and whether it is held (a held device cannot be sold or leave the order). */
function GradeBadge({ device }: { device: Asset }) {
  return (
    <Group gap={4} wrap="nowrap">
      {device.grade ? (
        <Badge variant="light" size="sm">
          {device.grade}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          Not tested
        </Text>
      )}
      {device.holds.length > 0 ? (
        <Badge color="orange" variant="filled" size="sm">
          On hold
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * The serialized devices of a shop order (on it or in its bins), paged, searchable by barcode or
 * serial, filtered by grade, disposition and packed, exported as CSV; each opens the device's
 * pages in the order. On a phone each row is a card of the device's facts.
 */
export function SerialsTable({ slug, searchKey, emptyText, deviceHref }: Props) {
  const [filter, setFilter] = useState<SerialFilter>({});
  const count = [filter.grade, filter.disposition, filter.packed].filter((v) => v !== undefined).length;
  const link = (a: Asset) => (
    <Anchor
      component={Link}
      to={deviceHref ? deviceHref(a.barcode) : shopOrderDevicePath(slug, a.barcode)}
      size="sm"
      fw={600}
    >
      {a.barcode}
    </Anchor>
  );
  const columns: DataTableColumn<Asset>[] = [
    {
      accessor: "card",
      title: "Device",
      visibleMediaQuery: MOBILE_QUERY,
      render: (a) => (
        <Stack gap={2}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {link(a)}
            <GradeBadge device={a} />
          </Group>
          <Text size="sm">{[a.serialNumber, productOf(a)].filter(Boolean).join(" · ") || "—"}</Text>
          <Text size="xs" c="dimmed">
            {[routedTo(a) || "Not routed", a.parentBarcode ? `in ${a.parentBarcode}` : null]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "barcode",
      title: "Barcode",
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: link,
    },
    {
      accessor: "serialNumber",
      title: "Serial number",
      sortable: true,
      visibleMediaQuery: WIDE,
      render: (a) => a.serialNumber ?? "—",
    },
    { accessor: "product", title: "Product", visibleMediaQuery: WIDE, render: (a) => productOf(a) ?? "—" },
    {
      accessor: "grade",
      title: "Grade",
      visibleMediaQuery: WIDE,
      render: (a) => <GradeBadge device={a} />,
    },
    {
      accessor: "disposition",
      title: "Routed to",
      visibleMediaQuery: WIDE,
      render: (a) => routedTo(a) || "—",
    },
    {
      accessor: "parentBarcode",
      title: "In",
      visibleMediaQuery: WIDE,
      render: (a) => a.parentBarcode ?? "—",
    },
    {
      accessor: "createdAt",
      title: "Created",
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE,
      render: (a) => formatWhen(a.createdAt),
    },
  ];
  return (
    <Stack gap="sm">
      <FoldingFilters count={count}>
        <Filters value={filter} onChange={setFilter} />
      </FoldingFilters>
      <Group justify="flex-end">
        <SerialsExportButton slug={slug} filter={filter} searchKey={searchKey} />
      </Group>
      <DataTable<Asset>
        columns={columns}
        queryKey={itadKeys.serials(slug, filter)}
        fetchPage={(params) => fetchSerialsPage(slug, filter, params)}
        searchKey={searchKey}
        searchPlaceholder="Search by barcode or serial number"
        emptyText={count > 0 ? "No device matches these filters." : emptyText}
      />
    </Stack>
  );
}
