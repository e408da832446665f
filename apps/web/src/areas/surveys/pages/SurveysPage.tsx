import { Badge, Button, Group, Stack } from "@mantine/core";
import { createSurvey, listSurveyResponses, listSurveys, type Survey } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatDay } from "../../../shared/dates";
import { call } from "../../../shared/endpoints";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { surveysKeys } from "../api";

const columns: DataTableColumn<Survey>[] = [
  { accessor: "name", title: "Name", sortable: true },
  {
    accessor: "active",
    title: "State",
    render: (s) =>
      s.active ? (
        <Badge color="teal">Active</Badge>
      ) : (
        <Badge variant="light" color="gray">
          Inactive
        </Badge>
      ),
  },
  { accessor: "questions", title: "Questions", textAlign: "right", render: (s) => s.questions.length },
  { accessor: "sentLoads", title: "Loads sent", textAlign: "right" },
  { accessor: "responses", title: "Responses", textAlign: "right" },
  { accessor: "createdAt", title: "Created", sortable: true, render: (s) => formatDay(s.createdAt) },
];

/** The surveys: which one is sent when a load closes, and how many answered each. */
export default function SurveysPage() {
  const navigate = useNavigate();
  const can = useCan();
  return (
    <Stack>
      <PageHeader
        title="Surveys"
        description="The active survey is sent to the subscribed contacts of an account when one of its loads closes."
        action={
          <Group gap="xs">
            {can(listSurveyResponses) ? (
              <Button variant="default" component={Link} to="/surveys/responses">
                Responses and score
              </Button>
            ) : null}
            {can(createSurvey) ? (
              <Button component={Link} to="/surveys/new">
                New survey
              </Button>
            ) : null}
          </Group>
        }
      />
      <DataTable<Survey>
        columns={columns}
        queryKey={surveysKeys.list}
        fetchPage={(params) => call(listSurveys, { query: params })}
        searchKey="surveys"
        searchPlaceholder="Search by name"
        rowKey="id"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        onRowClick={can(createSurvey) ? (s) => navigate(`/surveys/${s.id}/edit`) : undefined}
        emptyText="No survey yet: create one and make it active to ask clients how their loads went."
      />
    </Stack>
  );
}
