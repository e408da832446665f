import { Anchor, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { ProgramForm } from "../components/ProgramForm";
import { programValues } from "../components/program-form-values";
import { useProgramTemplate, useUpdateProgramTemplate } from "../programs-api";

export default function ProgramTemplateEditPage() {
  const { programId: param } = useParams();
  const id = /^\d+$/.test(param ?? "") ? Number(param) : Number.NaN;
  const template = useProgramTemplate(id);
  const update = useUpdateProgramTemplate(id);
  if (!template.data) {
    if (Number.isNaN(id) || (template.error instanceof ApiError && template.error.status === 404)) {
      return (
        <Stack>
          <Title order={1}>Template not found</Title>
          <Text>There is no program template with this id.</Text>
          <Anchor component={Link} to="/program-templates">
            Back to program templates
          </Anchor>
        </Stack>
      );
    }
    if (template.error) throw template.error;
    return <Loader aria-label="Loading" />;
  }
  return (
    <Stack>
      <Anchor component={Link} to="/program-templates" size="sm">
        ← Program templates
      </Anchor>
      <ProgramForm
        kind="template"
        title={`Edit ${template.data.name}`}
        initial={programValues(template.data)}
        submitLabel="Save changes"
        backTo="/program-templates"
        headingOrder={1}
        save={(body) => update.mutateAsync(body)}
      />
    </Stack>
  );
}
