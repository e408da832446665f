import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  CERTIFICATE_TYPES,
  labelOf,
  ProgramBody,
  type ProgramTemplate,
  ProgramTemplateBody,
  SERVICE_CATEGORIES,
  selectable,
} from "@ops/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useDomainForm } from "../../../shared/forms";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { useServices } from "../programs-api";
import { ProgramRuleFields } from "./ProgramRuleFields";
import {
  applyTemplate,
  buildProgramBody,
  type ProgramFormKind,
  type ProgramFormValues,
  rawBody,
} from "./program-form-values";

type BodyOf<K extends ProgramFormKind> = K extends "program" ? ProgramBody : ProgramTemplateBody;

type Props<K extends ProgramFormKind> = {
  kind: K;
  title: string;
  initial: ProgramFormValues;
  /** Offered to start a new program from; absent when editing or for templates. */
  templates?: ProgramTemplate[];
  submitLabel: string;
  /** Where Cancel and a successful save go. */
  backTo: string;
  save: (body: BodyOf<K>) => Promise<{ name: string }>;
  /** 1 on a screen of its own, 2 under an account's header. */
  headingOrder?: 1 | 2;
};

/**
 * The program and program template form: name, description, (programs: active), service
 * categories, services and rules. Checked with the domain schema; the server's 422 errors land
 * on the same fields.
 */
export function ProgramForm<K extends ProgramFormKind>({
  kind,
  title,
  initial,
  templates,
  submitLabel,
  backTo,
  save,
  headingOrder = 2,
}: Props<K>) {
  const navigate = useNavigate();
  const services = useServices();
  const [pendingTemplate, setPendingTemplate] = useState<ProgramTemplate | null>(null);
  // Remounts the template field so it shows the kept choice again after "Keep mine".
  const [templateFieldKey, setTemplateFieldKey] = useState(0);
  // buildProgramBody checks the rule rows as well as the schema, and keys errors by form path.
  const { form, onSubmit: submit } = useDomainForm<ProgramFormValues, Record<string, unknown>>({
    name: "ProgramForm",
    schema: kind === "program" ? ProgramBody : ProgramTemplateBody,
    initialValues: initial,
    toBody: (values) => rawBody(values, kind),
    validate: (values) => {
      const result = buildProgramBody(values, kind);
      return result.ok ? {} : result.errors;
    },
    submit: async (_body, values) => {
      const result = buildProgramBody(values, kind);
      if (!result.ok) return;
      const saved = await save(result.body);
      form.resetDirty();
      showSnackbar(`${saved.name} was saved`, "success");
      navigate(backTo);
    },
  });

  const chooseTemplate = (id: string | null) => {
    const template = templates?.find((t) => String(t.id) === id) ?? null;
    const { rules, serviceCategories, serviceIds } = form.values;
    // Replacing rules or services someone has set up is asked about first.
    if (template && rules.length + serviceCategories.length + serviceIds.length > 0)
      setPendingTemplate(template);
    else form.setValues(applyTemplate(form.values, template));
  };

  const keepMine = () => {
    setPendingTemplate(null);
    setTemplateFieldKey((k) => k + 1);
  };

  const categoryOptions = [
    ...selectable(SERVICE_CATEGORIES).map((c) => ({ value: c.id, label: c.label })),
    // A category no longer offered still shows on a program that has it.
    ...form.values.serviceCategories
      .filter((id) => !selectable(SERVICE_CATEGORIES).some((c) => c.id === id))
      .map((id) => ({ value: id, label: `${labelOf(SERVICE_CATEGORIES, id)} (inactive)` })),
  ];
  const serviceOptions = [
    ...(services.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    ...form.values.serviceIds
      .filter((id) => services.data && !services.data.some((s) => String(s.id) === id))
      .map((id) => ({ value: id, label: `Service #${id} (inactive)` })),
  ];

  return (
    <Stack maw={800}>
      <Title order={headingOrder}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          {templates ? (
            <SelectField
              key={templateFieldKey}
              label="Start from a template"
              description="Optional: fills in the template's service categories, services and rules."
              placeholder="None, start from scratch"
              data={templates.map((t) => ({ value: String(t.id), label: t.name }))}
              value={form.values.templateId}
              onChange={chooseTemplate}
            />
          ) : null}
          <TextInput label="Name" required {...form.getInputProps("name")} />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps("description")}
          />
          {kind === "program" ? (
            <Switch
              label="Active"
              description="Inactive programs are kept but not offered for new loads."
              {...form.getInputProps("active", { type: "checkbox" })}
            />
          ) : null}
          {kind === "program" ? (
            <Select
              label="Certificate type (blank = the account's)"
              description="The certificate this program's loads earn, when not the account's."
              placeholder="The account's"
              clearable
              data={CERTIFICATE_TYPES.map((t) => ({ value: t.id, label: t.label }))}
              {...form.getInputProps("certificateType")}
            />
          ) : null}
          {kind === "program" ? (
            <TextInput
              label="Turnaround target (days)"
              description="Days the program promises from received to priced; the turnaround dashboard counts loads over it."
              placeholder="No target"
              inputMode="numeric"
              {...form.getInputProps("turnaroundDays")}
            />
          ) : null}
          <MultiSelect
            label="Service categories"
            data={categoryOptions}
            clearable
            {...form.getInputProps("serviceCategories")}
          />
          <MultiSelect
            label="Services"
            data={serviceOptions}
            searchable
            clearable
            nothingFoundMessage={services.isPending ? "Loading services…" : "No such service"}
            {...form.getInputProps("serviceIds")}
          />
          <ProgramRuleFields form={form} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {submitLabel}
            </Button>
            <Button variant="default" onClick={() => navigate(backTo)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={pendingTemplate !== null} onClose={keepMine} title="Use this template?" centered>
        <Text size="sm">
          The service categories, services and rules you have set are replaced by those of{" "}
          {pendingTemplate?.name}.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={keepMine} data-autofocus>
            Keep mine
          </Button>
          <Button
            onClick={() => {
              form.setValues(applyTemplate(form.values, pendingTemplate));
              setPendingTemplate(null);
            }}
          >
            Use template
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
