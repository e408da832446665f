// Renaming a suite or moving it to another product class (its versions and results stay).
import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { type TestSuiteDetail, UpdateTestSuiteBody } from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useClasses } from "../../catalogue/classes-api";
import { useUpdateTestSuite } from "../api";

type Values = { name: string; productClassId: string | null };

export function SuiteNameModal({ suite, onClose }: { suite: TestSuiteDetail; onClose: () => void }) {
  const classes = useClasses();
  const update = useUpdateTestSuite(suite.id);
  const { form, onSubmit, submitting } = useDomainForm<Values, UpdateTestSuiteBody>({
    name: "SuiteNameModal",
    schema: UpdateTestSuiteBody,
    initialValues: { name: suite.name, productClassId: String(suite.productClassId) },
    toBody: (values) => ({ name: values.name, productClassId: Number(values.productClassId) }),
    submit: async (body) => {
      const saved = await update.mutateAsync(body);
      showSnackbar(`${saved.name} saved`, "success");
      onClose();
    },
  });
  const data = (classes.data ?? [])
    .filter((c) => c.active || c.id === suite.productClassId)
    .map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Modal opened onClose={onClose} title={`Name and class of ${suite.name}`} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label="Name" required data-autofocus {...form.getInputProps("name")} />
          <Select
            label="Product class"
            description="Devices of this class are tested with the suite"
            required
            searchable
            allowDeselect={false}
            data={data}
            {...form.getInputProps("productClassId")}
          />
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
