import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { type ReportDefinitionInput, SaveReportBody } from "@ops/domain";
import { z } from "zod";
import { useDomainForm } from "../../../../shared/forms";
import { showSnackbar } from "../../../../shared/snackbar";
import { useCreateReport, useUpdateReport } from "../api";

const Name = z.object({ name: SaveReportBody.shape.name });

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The report being edited (saved under its id), or null for a new one. */
  report: { id: number; name: string } | null;
  definition: ReportDefinitionInput;
  /** The server refused the definition: its errors go back to the builder's fields. */
  onDefinitionErrors: (errors: Record<string, string>) => void;
  onSaved: (id: number) => void;
};

/** Asks the report's name, then saves it (a 422 on the name shows on the field). */
export function SaveReportModal({ opened, onClose, report, definition, onDefinitionErrors, onSaved }: Props) {
  const create = useCreateReport();
  const update = useUpdateReport(report?.id ?? 0);
  const { form, onSubmit, submitting } = useDomainForm<{ name: string }>({
    name: "SaveReportModal",
    schema: Name,
    initialValues: { name: report?.name ?? "" },
    submit: async ({ name }) => {
      const body = { name: name.trim(), definition };
      const saved = report ? await update.mutateAsync(body) : await create.mutateAsync(body);
      showSnackbar(report ? "Report saved" : `"${saved.name}" saved`, "success");
      onSaved(saved.id);
    },
    serverErrors: (errors): Record<string, string> => {
      const definitionErrors = Object.fromEntries(
        Object.entries(errors).filter(([field]) => field.startsWith("definition")),
      );
      if (Object.keys(definitionErrors).length > 0) {
        onDefinitionErrors(definitionErrors);
        onClose();
      }
      return errors.name ? { name: errors.name } : {};
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={report ? "Save report" : "Save as a report"} centered>
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput label="Name" data-autofocus maxLength={120} {...form.getInputProps("name")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
