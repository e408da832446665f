import { Badge, Button, Group, Stack } from "@mantine/core";
import {
  createProgramTemplate,
  labelOf,
  type ProgramTemplate,
  SERVICE_CATEGORIES,
  updateProgramTemplate,
} from "@ops/domain";
import { Link } from "react-router";
import { PageHeader } from "../../../shared/PageHeader";
import { useCan } from "../../../shared/permissions";
import { RecordList } from "../../../shared/RecordList";
import { useProgramTemplates } from "../programs-api";

export default function ProgramTemplatesPage() {
  const templates = useProgramTemplates();
  const can = useCan();
  return (
    <Stack>
      <PageHeader
        title="Program templates"
        description="Starting points for account programs."
        action={
          can(createProgramTemplate) ? (
            <Button component={Link} to="/program-templates/new">
              New template
            </Button>
          ) : null
        }
      />
      <RecordList<ProgramTemplate>
        query={templates}
        rowKey={(t) => t.id}
        // Templates open only in their edit screen: a viewer reads them in the list.
        rowHref={can(updateProgramTemplate) ? (t) => `/program-templates/${t.id}/edit` : undefined}
        minWidth={560}
        empty={{
          title: "No program templates yet",
          description: "A template holds service categories, services and rules to start programs from.",
        }}
        columns={[
          { header: "Name", render: (t) => t.name },
          {
            header: "Service categories",
            render: (t) => (
              <Group gap={4}>
                {t.serviceCategories.map((c) => (
                  <Badge key={c} variant="light" size="sm">
                    {labelOf(SERVICE_CATEGORIES, c)}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { header: "Services", align: "right", render: (t) => t.serviceIds.length },
          { header: "Rules", align: "right", render: (t) => t.rules.length },
          { header: "Updated", render: (t) => new Date(t.updatedAt).toLocaleDateString() },
        ]}
      />
    </Stack>
  );
}
