import { Stack } from "@mantine/core";
import { useNavigate } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { useCreateProject } from "./api";
import { ParcelProjectForm } from "./ParcelProjectForm";

/** A new parcel project (a draft: requests are added, then it is set to review). */
export default function ParcelProjectNewPage() {
  const navigate = useNavigate();
  const create = useCreateProject();
  return (
    <Stack>
      <PageHeader title="New parcel project" />
      <ParcelProjectForm
        project={null}
        onSave={async (body) => {
          const project = await create.mutateAsync(body);
          navigate(`/parcel/${project.projectPrefix}`);
        }}
        onCancel={() => navigate("/parcel")}
      />
    </Stack>
  );
}
