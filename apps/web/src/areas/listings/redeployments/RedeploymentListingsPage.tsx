import { Button, Group, Stack } from "@mantine/core";
import { createRedeploymentOrder, type RedeploymentListing } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { useFamilyPrefix } from "../../accounts/family";
import { fetchListingsPage, redeploymentKeys, useOrderAccounts } from "./api";

/** Where "Order" leads: a new order for this account's product and grade. */
export function orderHref(row: RedeploymentListing): string {
  const q = new URLSearchParams({
    accountId: String(row.accountId),
    warehouseId: String(row.warehouseId),
    productId: String(row.productId),
    grade: row.grade,
  });
  return `/redeployments/orders/new?${q}`;
}

/** The redeployment listings: devices kept for the client's people, by product and grade. */
export default function RedeploymentListingsPage() {
  const family = useFamilyPrefix();
  const can = useCan();
  const accounts = useOrderAccounts();
  const [accountId, setAccountId] = useState<number | null>(null);
  const filter = accountId ? { accountId } : {};
  const mayOrder = can(createRedeploymentOrder);
  const options = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const columns: DataTableColumn<RedeploymentListing>[] = [
    { accessor: "productName", title: "Product" },
    { accessor: "grade", title: "Grade", noWrap: true },
    { accessor: "available", title: "Available", textAlign: "right" },
    { accessor: "accountName", title: "Account" },
    { accessor: "warehouseShortName", title: "Warehouse", noWrap: true },
    ...(mayOrder
      ? [
          {
            accessor: "order",
            title: "",
            textAlign: "right",
            render: (row) => (
              <Button
                component={Link}
                to={orderHref(row)}
                size="xs"
                variant="light"
                aria-label={`Order ${row.productName} grade ${row.grade}`}
              >
                Order
              </Button>
            ),
          } as DataTableColumn<RedeploymentListing>,
        ]
      : []),
  ];
  return (
    <Stack>
      <PageHeader
        title="Redeployment stock"
        description="Graded, erased devices kept for redeployment, by product and grade. Order them for a person and address."
        action={
          mayOrder ? (
            <Button component={Link} to="/redeployments/orders/new">
              New order
            </Button>
          ) : null
        }
      />
      {options.length > 1 ? (
        <Group>
          <div style={{ width: 280, maxWidth: "100%" }}>
            <SelectField
              label="Account"
              placeholder="All accounts"
              data={options}
              value={accountId ? String(accountId) : null}
              onChange={(value) => setAccountId(value ? Number(value) : null)}
            />
          </div>
        </Group>
      ) : null}
      <DataTable<RedeploymentListing>
        columns={columns}
        rowKey={(r) => `${r.accountId}:${r.warehouseId}:${r.productId}:${r.grade}`}
        queryKey={redeploymentKeys.listings(family, filter)}
        fetchPage={(params) => fetchListingsPage(filter, params)}
        searchKey="redeployment_listings"
        searchPlaceholder="Search products"
        emptyText="No devices are kept for redeployment right now."
      />
    </Stack>
  );
}
