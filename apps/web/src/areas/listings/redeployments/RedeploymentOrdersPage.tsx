import { Button, Group, Select, Stack } from "@mantine/core";
import {
  createRedeploymentOrder,
  REDEPLOYMENT_ORDER_STATUSES,
  type RedeploymentOrderStatus,
  type RedeploymentOrderSummary,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { useFamilyPrefix } from "../../accounts/family";
import { fetchOrdersPage, redeploymentKeys, useOrderAccounts } from "./api";
import { RedeploymentStatusBadge } from "./RedeploymentStatusBadge";

const STATUS_OPTIONS = REDEPLOYMENT_ORDER_STATUSES.map((s) => ({ value: s.id, label: s.label }));
const money = (n: number | null) =>
  n === null ? "—" : n.toLocaleString("en-US", { style: "currency", currency: "USD" });

/** Redeployment orders, newest first: clients see their accounts' orders. */
export default function RedeploymentOrdersPage() {
  const family = useFamilyPrefix();
  const navigate = useNavigate();
  const can = useCan();
  const [status, setStatus] = useState<RedeploymentOrderStatus | null>(null);
  const [accountId, setAccountId] = useState<number | null>(null);
  const accounts = useOrderAccounts();
  const accountOptions = (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }));
  const filter = { ...(status ? { status } : {}), ...(accountId ? { accountId } : {}) };
  const columns: DataTableColumn<RedeploymentOrderSummary>[] = [
    { accessor: "id", title: "Order", render: (o) => `#${o.id}`, noWrap: true },
    { accessor: "status", title: "Status", render: (o) => <RedeploymentStatusBadge status={o.status} /> },
    { accessor: "recipientName", title: "Recipient" },
    { accessor: "account.name", title: "Account" },
    { accessor: "quantity", title: "Devices", textAlign: "right" },
    { accessor: "neededBy", title: "Needed by", noWrap: true, render: (o) => o.neededBy ?? "—" },
    {
      accessor: "driveCharge",
      title: "Drive charge",
      textAlign: "right",
      render: (o) => money(o.driveCharge),
    },
  ];
  return (
    <Stack>
      <PageHeader
        title="Redeployment orders"
        description="Devices ordered from redeployment stock for a person and address, followed to delivery."
        action={
          can(createRedeploymentOrder) ? (
            <Button component={Link} to="/redeployments/orders/new">
              New order
            </Button>
          ) : null
        }
      />
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Status"
          placeholder="All statuses"
          clearable
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus(value as RedeploymentOrderStatus | null)}
          w={200}
        />
        {accountOptions.length > 1 ? (
          <div style={{ width: 260, maxWidth: "100%" }}>
            <SelectField
              label="Account"
              placeholder="All accounts"
              data={accountOptions}
              value={accountId ? String(accountId) : null}
              onChange={(value) => setAccountId(value ? Number(value) : null)}
            />
          </div>
        ) : null}
      </Group>
      <DataTable<RedeploymentOrderSummary>
        columns={columns}
        queryKey={redeploymentKeys.orders(family, filter)}
        fetchPage={(params) => fetchOrdersPage(filter, params)}
        searchKey="redeployment_orders"
        searchPlaceholder="Search recipient, account or #"
        onRowClick={(o) => navigate(`/redeployments/orders/${o.id}`)}
        emptyText="No redeployment orders yet."
      />
    </Stack>
  );
}
