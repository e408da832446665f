import { Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import {
  createVendorRule,
  R2_CLASSIFICATIONS,
  R2_MATERIAL_TYPES,
  updateVendorRule,
  type VendorRule,
} from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { fetchVendorRulesPage, vendorRulesKeys } from "../api";
import { ACTIVE_FILTER_OPTIONS, ActiveFilter, activeQuery } from "./active-filter";
import { ActiveBadge, VendorQualificationBadge } from "./badges";
import { listLabel, namesOf } from "./rule-summary";

/** Vendor rules by priority (lower wins): where outbound material goes and with which carrier. */
export function VendorRulesListView() {
  const navigate = useNavigate();
  const can = useCan();
  const { data: site } = useSite();
  const [status, setStatus] = useStoredFilter<ActiveFilter>("vendor-rules", ActiveFilter, "active");
  const query = activeQuery(status);
  const warehouses = (site?.warehouses ?? []).map((w) => ({ id: w.id, name: w.shortName }));

  const columns: DataTableColumn<VendorRule>[] = [
    { accessor: "priority", title: "Priority", sortable: true, textAlign: "right" },
    { accessor: "name", title: "Name", sortable: true },
    {
      accessor: "vendorName",
      title: "Vendor",
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <span>{r.vendorName}</span>
          <VendorQualificationBadge qualification={r.vendorQualification} />
        </Group>
      ),
    },
    { accessor: "carrierName", title: "Carrier", render: (r) => r.carrierName ?? "Any" },
    {
      accessor: "materialTypes",
      title: "Materials",
      render: (r) => listLabel(r.materialTypes, R2_MATERIAL_TYPES),
    },
    {
      accessor: "classifications",
      title: "Classifications",
      render: (r) => listLabel(r.classifications, R2_CLASSIFICATIONS),
    },
    { accessor: "warehouseIds", title: "Warehouses", render: (r) => namesOf(r.warehouseIds, warehouses) },
    { accessor: "active", title: "Status", noWrap: true, render: (r) => <ActiveBadge active={r.active} /> },
  ];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Vendor rules</Title>
          <Text c="dimmed" size="sm">
            The matching active rule with the lowest priority decides where material goes.
          </Text>
        </div>
        {can(createVendorRule) ? (
          <Button component={Link} to="/vendor-rules/new">
            New vendor rule
          </Button>
        ) : null}
      </Group>
      <SegmentedControl
        aria-label="Status"
        data={ACTIVE_FILTER_OPTIONS}
        value={status}
        onChange={(value) => setStatus(ActiveFilter.parse(value))}
        style={{ alignSelf: "flex-start" }}
      />
      <DataTable<VendorRule>
        columns={columns}
        queryKey={vendorRulesKeys.list(query)}
        fetchPage={(params) => fetchVendorRulesPage(query, params)}
        searchKey="vendor-rules"
        searchPlaceholder="Search by name"
        defaultSort={{ sort: "priority", order: "asc" }}
        // A row opens the rule's edit screen, so a row does nothing for whoever may not edit rules.
        onRowClick={can(updateVendorRule) ? (r) => navigate(`/vendor-rules/${r.id}/edit`) : undefined}
        emptyText="No vendor rules match."
      />
    </Stack>
  );
}
