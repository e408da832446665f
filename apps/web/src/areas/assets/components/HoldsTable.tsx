import { Anchor, Button, Stack, Text } from "@mantine/core";
import { type AssetHold, exportHolds, HOLD_TYPES, labelOf } from "@ops/domain";
import { Link } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatWhen } from "../../activities/components/inbound-dates";
import { fetchHoldsPage, type HoldsFilter, holdFileUrl } from "../assets-api";
import { assetPath } from "./AssetFrame";

const GROUP_LABELS: Record<string, string> = {
  preprocessing: "Preprocessing",
  postprocessing: "Postprocessing",
  internal: "Internal",
};

function typeGroup(type: string): string {
  const group = HOLD_TYPES.find((t) => t.id === type)?.group;
  return group ? (GROUP_LABELS[group] ?? group) : "";
}

/**
 * The holds of the chosen status and type, newest first; active ones can be released when
 * `onRelease` is given (not to whoever may not release holds).
 */
export function HoldsTable({
  filter,
  onRelease,
}: {
  filter: HoldsFilter;
  onRelease?: (hold: AssetHold) => void;
}) {
  const columns: DataTableColumn<AssetHold>[] = [
    {
      accessor: "barcode",
      title: "Asset",
      sortable: true,
      render: (h) => (
        <Stack gap={0}>
          <Anchor component={Link} to={assetPath(h.barcode)} size="sm">
            {h.barcode}
          </Anchor>
          {h.serialNumber ? (
            <Text size="xs" c="dimmed">
              {h.serialNumber}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: "type",
      title: "Type",
      sortable: true,
      render: (h) => (
        <Stack gap={0}>
          <Text size="sm">{labelOf(HOLD_TYPES, h.type)}</Text>
          <Text size="xs" c="dimmed">
            {typeGroup(h.type)}
          </Text>
        </Stack>
      ),
    },
    { accessor: "programName", title: "Program", render: (h) => h.programName ?? "—" },
    {
      accessor: "processingInstructions",
      title: "Processing instructions",
      render: (h) => (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: "anywhere" }} title={h.processingInstructions}>
          {h.processingInstructions || "—"}
        </Text>
      ),
    },
    {
      accessor: "fileName",
      title: "File",
      render: (h) =>
        h.fileName ? (
          <Anchor href={holdFileUrl(h.id)} download={h.fileName} size="sm">
            {h.fileName}
          </Anchor>
        ) : (
          "—"
        ),
    },
    {
      accessor: "createdAt",
      title: "Held since",
      sortable: true,
      render: (h) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {formatWhen(h.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {h.createdBy ?? ""}
          </Text>
        </Stack>
      ),
    },
  ];
  if (filter.status === "released") {
    columns.push({
      accessor: "releasedAt",
      title: "Released",
      render: (h) => (
        <Stack gap={0}>
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {h.releasedAt ? formatWhen(h.releasedAt) : "—"}
          </Text>
          <Text size="xs" c="dimmed">
            {h.releasedBy ?? ""}
          </Text>
        </Stack>
      ),
    });
  } else if (onRelease) {
    columns.push({
      accessor: "actions",
      title: "",
      textAlign: "right",
      render: (h) => (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={() => onRelease(h)}
          aria-label={`Release the hold on ${h.barcode}`}
        >
          Release
        </Button>
      ),
    });
  }
  return (
    <DataTable<AssetHold>
      columns={columns}
      fetchPage={(params) => fetchHoldsPage(filter, params)}
      exportSource={{ endpoint: exportHolds, query: filter, fileName: "holds" }}
      queryKey={["holds", "list", filter]}
      searchKey="holds"
      searchPlaceholder="Search barcode or serial"
      emptyText={filter.status === "active" ? "No asset is on hold" : "No released holds"}
      defaultSort={{ sort: "createdAt", order: "desc" }}
    />
  );
}
