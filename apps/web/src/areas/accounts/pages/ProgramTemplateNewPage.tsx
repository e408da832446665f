import { Anchor, Stack } from "@mantine/core";
import { Link } from "react-router";
import { ProgramForm } from "../components/ProgramForm";
import { emptyProgramValues } from "../components/program-form-values";
import { useCreateProgramTemplate } from "../programs-api";

export default function ProgramTemplateNewPage() {
  const create = useCreateProgramTemplate();
  return (
    <Stack>
      <Anchor component={Link} to="/program-templates" size="sm">
        ← Program templates
      </Anchor>
      <ProgramForm
        kind="template"
        title="New program template"
        initial={emptyProgramValues()}
        submitLabel="Add template"
        backTo="/program-templates"
        headingOrder={1}
        save={(body) => create.mutateAsync(body)}
      />
    </Stack>
  );
}
