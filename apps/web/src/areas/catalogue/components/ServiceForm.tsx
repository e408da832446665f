import { Button, Group, SimpleGrid, Stack, Switch, TextInput, Title } from "@mantine/core";
import { SERVICE_CATEGORIES, type Service, ServiceBody } from "@ops/domain";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useSaveService } from "../services-api";

type Values = { name: string; category: string | null; active: boolean };
const toBody = (values: Values) => ({ ...values, category: values.category ?? "" });

/** Categories a service may be given: active ones, plus the service's own if it is no longer offered. */
export function categoryOptions(current?: string) {
  return SERVICE_CATEGORIES.filter((c) => !("inactive" in c && c.inactive) || c.id === current).map((c) => ({
    value: c.id,
    label: "inactive" in c && c.inactive ? `${c.label} (no longer offered)` : c.label,
  }));
}

/** New and edit screens of a service, validated by `ServiceBody`. */
export function ServiceForm({ service }: { service?: Service }) {
  const navigate = useNavigate();
  const save = useSaveService(service?.id);
  const editing = service !== undefined;
  const { form, onSubmit: submit } = useDomainForm<Values, ReturnType<typeof toBody>>({
    name: "ServiceForm",
    schema: ServiceBody,
    initialValues: {
      name: service?.name ?? "",
      category: service?.category ?? null,
      active: service?.active ?? true,
    },
    toBody,
    validate: (values, errors) => {
      if (!values.category) errors.category = "Choose a category";
      return errors;
    },
    submit: async (body) => {
      const saved = await save.mutateAsync(ServiceBody.parse(body));
      showSnackbar(editing ? "Changes saved" : `${saved.name} was added`, "success");
      navigate(`/services/${saved.id}`);
    },
  });

  const title = editing ? `Edit ${service.name}` : "New service";
  return (
    <Stack maw={720}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required autoFocus {...form.getInputProps("name")} />
            <SelectField
              label="Category"
              required
              data={categoryOptions(service?.category)}
              value={form.values.category}
              onChange={(v) => form.setFieldValue("category", v)}
              error={form.errors.category}
            />
          </SimpleGrid>
          <Switch
            label="Active"
            description="Inactive services are not offered in programs."
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {editing ? "Save changes" : "Add service"}
            </Button>
            <Button
              variant="default"
              onClick={() => navigate(editing ? `/services/${service.id}` : "/services")}
            >
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
