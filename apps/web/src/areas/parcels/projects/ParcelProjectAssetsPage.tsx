import { Button, Stack } from "@mantine/core";
import type { ParcelProjectAsset } from "@ops/domain";
import { useState } from "react";
import { useParams } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState } from "../../../shared/RecordLoadState";
import { ParcelAssetUploadDialog } from "../receiving/ParcelAssetUploadDialog";
import { fetchAssetsPage, projectKeys, useProject } from "./api";
import { ProjectTabs } from "./ProjectTabs";

/** The assets received from a project's parcels, by the request they came from. */
export default function ParcelProjectAssetsPage() {
  const prefix = useParams().projectPrefix ?? "";
  const project = useProject(prefix);
  const can = useCan();
  const [uploading, setUploading] = useState(false);
  if (!project.data)
    return (
      <RecordLoadState
        id={0}
        error={project.error}
        noun="parcel project"
        back={{ to: "/parcel", label: "Back to parcel projects" }}
      />
    );
  const columns: DataTableColumn<ParcelProjectAsset>[] = [
    { accessor: "barcode", title: "Barcode", noWrap: true },
    { accessor: "serialNumber", title: "Serial", render: (a) => a.serialNumber ?? "—" },
    { accessor: "productName", title: "Product", render: (a) => a.productName ?? "—" },
    { accessor: "referenceId", title: "Request", noWrap: true },
    { accessor: "employeeName", title: "Employee" },
    { accessor: "receivedAt", title: "Received", render: (a) => new Date(a.receivedAt).toLocaleString() },
  ];
  return (
    <Stack>
      <PageHeader
        title={`${project.data.projectPrefix} · ${project.data.name}`}
        description="Assets received"
        action={
          can("inbound.receive") && project.data.activitySlug ? (
            <Button variant="default" onClick={() => setUploading(true)}>
              Upload assets
            </Button>
          ) : null
        }
      />
      {uploading ? (
        <ParcelAssetUploadDialog projectPrefix={prefix} onClose={() => setUploading(false)} />
      ) : null}
      <ProjectTabs prefix={prefix} active="assets" />
      <DataTable<ParcelProjectAsset>
        columns={columns}
        rowKey="barcode"
        queryKey={projectKeys.assets(prefix)}
        fetchPage={(params) => fetchAssetsPage(prefix, params)}
        searchKey="parcel_project_assets"
        searchPlaceholder="Search barcode, serial or reference"
        emptyText="No assets received from this project's parcels yet."
      />
    </Stack>
  );
}
