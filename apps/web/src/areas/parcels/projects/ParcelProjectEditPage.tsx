import { Stack } from "@mantine/core";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { RecordLoadState } from "../../../shared/RecordLoadState";
import { useProject, useUpdateProject } from "./api";
import { ParcelProjectForm } from "./ParcelProjectForm";

/**
 * Edits a project's name, warehouse, load, method, return address and instructions (prefix and
 * account stay).
 */
export default function ParcelProjectEditPage() {
  const prefix = useParams().projectPrefix ?? "";
  const navigate = useNavigate();
  const project = useProject(prefix);
  const update = useUpdateProject(prefix);
  if (!project.data)
    return (
      <RecordLoadState
        id={0}
        error={project.error}
        noun="parcel project"
        back={{ to: "/parcel", label: "Back to parcel projects" }}
      />
    );
  return (
    <Stack>
      <PageHeader title={`Edit ${project.data.projectPrefix}`} />
      <ParcelProjectForm
        project={project.data}
        onSave={async ({ name, warehouseId, activitySlug, method, instructions, returnAddress }) => {
          await update.mutateAsync({ name, warehouseId, activitySlug, method, instructions, returnAddress });
          navigate(`/parcel/${prefix}`);
        }}
        onCancel={() => navigate(`/parcel/${prefix}`)}
      />
    </Stack>
  );
}
