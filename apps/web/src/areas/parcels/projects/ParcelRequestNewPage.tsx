import { Paper, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { SelectField } from "../../../shared/SelectField";
import { fetchProjectsPage, useCreateRequest } from "./api";
import { RequestForm } from "./RequestFields";

/** An operator adds one employee's request by hand to an open project. */
export default function ParcelRequestNewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [prefix, setPrefix] = useState<string | null>(params.get("project"));
  const [error, setError] = useState<string | undefined>();
  const create = useCreateRequest();
  const projects = useQuery({
    queryKey: ["parcel-projects", "open-options"],
    queryFn: async () => {
      const [draft, review] = await Promise.all([
        fetchProjectsPage({ status: "draft" }, { page: 1, pageSize: 200 }),
        fetchProjectsPage({ status: "review" }, { page: 1, pageSize: 200 }),
      ]);
      return [...review.data, ...draft.data];
    },
  });
  return (
    <Stack>
      <PageHeader title="New parcel request" description="One employee's request, added by hand." />
      <Paper withBorder p="md" maw={720}>
        <Stack>
          <SelectField
            label="Project"
            required
            data={(projects.data ?? []).map((p) => ({
              value: p.projectPrefix,
              label: `${p.projectPrefix} · ${p.name} (${p.accountName})`,
            }))}
            value={prefix}
            error={error}
            onChange={(value) => {
              setPrefix(value);
              setError(undefined);
            }}
          />
          <RequestForm
            onSave={async (body) => {
              if (!prefix) {
                setError("Choose a project");
                return;
              }
              const created = await create.mutateAsync({ ...body, projectPrefix: prefix });
              navigate(`/parcel/${created.projectPrefix}`);
            }}
            onCancel={() => navigate("/parcel")}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
