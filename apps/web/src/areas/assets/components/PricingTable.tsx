import { Anchor, Group, Pagination, Table, Text } from "@mantine/core";
import type { PricingType, PricingView } from "@ops/domain";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { formatUsd, formatWeight } from "./pricing-files";

type Line = PricingView["lines"][number];
/** The totals, with the value left out ("—") while no line has one. */
type Totals = Omit<PricingView["totals"], "value"> & { value: number | null };
type Column = {
  header: string;
  align?: "right";
  cell: (line: Line) => ReactNode;
  /** The totals row's cell; columns without one stay empty there. */
  total?: (totals: Totals) => ReactNode;
};

const PAGE_SIZE = 50;

const count = (n: number) => n.toLocaleString("en-US");
const dash = (text: string | null) => text ?? "—";
const percent = (share: number | null) =>
  share === null ? "—" : `${share.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;

function assetColumns(valueHeader: string): Column[] {
  return [
    {
      header: "Barcode",
      cell: (l) =>
        l.barcode ? (
          <Anchor component={Link} to={`/assets/${encodeURIComponent(l.barcode)}`}>
            {l.barcode}
          </Anchor>
        ) : (
          "—"
        ),
      total: (t) => `${count(t.count)} ${t.count === 1 ? "asset" : "assets"}`,
    },
    { header: "Serial", cell: (l) => dash(l.serialNumber) },
    { header: "Product", cell: (l) => dash(l.productName) },
    {
      header: valueHeader,
      align: "right",
      cell: (l) => formatUsd(l.value),
      total: (t) => formatUsd(t.value),
    },
  ];
}

/** The columns of each pricing page (SPEC §2 inbound pricing). */
const COLUMNS: Record<PricingType, Column[]> = {
  yield: [
    { header: "Product", cell: (l) => dash(l.productName) },
    { header: "Count", align: "right", cell: (l) => count(l.count), total: (t) => count(t.count) },
    {
      header: "Gross",
      align: "right",
      cell: (l) => formatWeight(l.grossWeight),
      total: (t) => formatWeight(t.grossWeight),
    },
    {
      header: "Net",
      align: "right",
      cell: (l) => formatWeight(l.netWeight),
      total: (t) => formatWeight(t.netWeight),
    },
    { header: "Price per lb", align: "right", cell: (l) => formatUsd(l.unitPrice) },
    { header: "Value", align: "right", cell: (l) => formatUsd(l.value), total: (t) => formatUsd(t.value) },
  ],
  consignment: [
    { header: "Product", cell: (l) => dash(l.productName) },
    { header: "Count", align: "right", cell: (l) => count(l.count), total: (t) => count(t.count) },
    { header: "Sale price", align: "right", cell: (l) => formatUsd(l.unitPrice) },
    { header: "Share", align: "right", cell: (l) => percent(l.share) },
    { header: "Value", align: "right", cell: (l) => formatUsd(l.value), total: (t) => formatUsd(t.value) },
  ],
  serial: assetColumns("Value"),
  fmv: assetColumns("FMV"),
};

// Amounts and weights stay on one line; the table scrolls sideways on a phone instead.
const align = (c: Column) => (c.align ? { textAlign: c.align, whiteSpace: "nowrap" as const } : undefined);

/**
 * A pricing page's lines (by product or by asset), paged in the browser since a load's lines
 * come in one answer, with the load's totals under them.
 */
export function PricingTable({ view }: { view: PricingView }) {
  const [page, setPage] = useState(1);
  const columns = COLUMNS[view.type];
  const pages = Math.max(1, Math.ceil(view.lines.length / PAGE_SIZE));
  // A refreshed view may be shorter than the page that was open.
  const current = Math.min(page, pages);
  const shown = view.lines.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const totals: Totals = {
    ...view.totals,
    value: view.lines.some((l) => l.value !== null) ? view.totals.value : null,
  };
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-label={`${view.type} pricing`}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} style={align(c)}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((line) => (
              <Table.Tr key={line.key}>
                {columns.map((c) => (
                  <Table.Td key={c.header} style={align(c)}>
                    {c.cell(line)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr aria-label="Totals" fw={600}>
              {columns.map((c, index) => (
                <Table.Td key={c.header} style={align(c)}>
                  {index === 0 && !c.total ? "Total" : (c.total?.(totals) ?? null)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {`${count((current - 1) * PAGE_SIZE + 1)}–${count((current - 1) * PAGE_SIZE + shown.length)} of ${count(view.lines.length)}`}
          </Text>
          <Pagination total={pages} value={current} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </>
  );
}
