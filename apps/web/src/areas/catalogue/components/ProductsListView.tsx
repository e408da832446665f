import { Button, Group, Menu, Select, Stack, Text, Title } from "@mantine/core";
import {
  createProduct,
  importProducts,
  labelOf,
  PRODUCT_TYPES,
  type ProductListItem,
  ProductType,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { catalogueKeys, fetchProductsPage, type ProductsFilter, productExportUrl } from "../api";
import { useClasses } from "../classes-api";
import { ActiveBadge } from "./badges";
import { ProductFind } from "./ProductFind";
import { ProductImportModal } from "./ProductImportModal";
import type { ProductKind } from "./product-kinds";

const TYPE_OPTIONS = PRODUCT_TYPES.map((t) => ({ value: t.id, label: t.label }));

/** Products (every type, with import and export) or serial products, server-paged. */
export function ProductsListView({ kind }: { kind: ProductKind }) {
  const navigate = useNavigate();
  const classes = useClasses();
  const can = useCan();
  const [type, setType] = useState<ProductType | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const filter: ProductsFilter = {
    ...(kind.type ? { type: kind.type } : type ? { type } : {}),
    ...(classId ? { class_id: Number(classId) } : {}),
  };
  const classOptions = (classes.data ?? [])
    .filter((c) => !kind.type || c.serialized)
    .map((c) => ({ value: String(c.id), label: c.name }));

  const columns: DataTableColumn<ProductListItem>[] = [
    { accessor: "name", title: "Name", sortable: true },
    ...(kind.type
      ? []
      : [
          {
            accessor: "type",
            title: "Type",
            sortable: true,
            render: (p: ProductListItem) => labelOf(PRODUCT_TYPES, p.type),
          },
        ]),
    { accessor: "className", title: "Class", render: (p) => p.className ?? "—" },
    {
      accessor: "brandName",
      title: "Brand",
      render: (p) => (p.brandName ? [p.brandName, p.lineName].filter(Boolean).join(" · ") : "—"),
    },
    { accessor: "mpn", title: "MPN", render: (p) => p.mpn ?? "—" },
    { accessor: "active", title: "Status", render: (p) => <ActiveBadge active={p.active} /> },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{kind.title}</Title>
          <Text c="dimmed" size="sm">
            Click a row to open it.
          </Text>
        </div>
        <Group gap="xs">
          {kind.id === "products" ? (
            <>
              {can(importProducts) ? (
                <Button variant="default" onClick={() => setImporting(true)}>
                  Import
                </Button>
              ) : null}
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="default">Export</Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component="a" href={productExportUrl("xlsx")} download>
                    Excel (.xlsx)
                  </Menu.Item>
                  <Menu.Item component="a" href={productExportUrl("csv")} download>
                    CSV (.csv)
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </>
          ) : null}
          {can(createProduct) ? (
            <Button component={Link} to={`${kind.basePath}/new`}>
              New {kind.singular}
            </Button>
          ) : null}
        </Group>
      </Group>
      <ProductFind basePath={kind.basePath} type={kind.type} />
      <Group gap="sm" wrap="wrap">
        {kind.type ? null : (
          <Select
            aria-label="Type"
            placeholder="All types"
            clearable
            data={TYPE_OPTIONS}
            value={type}
            onChange={(v) => setType(v ? ProductType.parse(v) : null)}
            w={180}
          />
        )}
        <Select
          aria-label="Class"
          placeholder="All classes"
          clearable
          searchable
          data={classOptions}
          value={classId}
          onChange={setClassId}
          w={220}
        />
      </Group>
      <DataTable<ProductListItem>
        columns={columns}
        queryKey={catalogueKeys.productList(filter)}
        fetchPage={(params) => fetchProductsPage(filter, params)}
        searchKey={kind.id}
        searchPlaceholder="Search by name"
        defaultSort={{ sort: "name", order: "asc" }}
        onRowClick={(p) => navigate(`${kind.basePath}/${p.id}`)}
        emptyText={`No ${kind.title.toLowerCase()} match.`}
      />
      {kind.id === "products" ? (
        <ProductImportModal opened={importing} onClose={() => setImporting(false)} />
      ) : null}
    </Stack>
  );
}
