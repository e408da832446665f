import {
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  earliestAcceptedDate,
  type InboundRequest,
  labelOf,
  SELECTABLE_SHIPMENT_SIZE_IDS,
  SHIPMENT_SIZES,
} from "@ops/domain";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { CountryField } from "../../../shared/CountryField";
import { SelectField } from "../../../shared/SelectField";
import { useFailure } from "../../../shared/use-failure";
import { useAccount } from "../../accounts/api";
import { useCreateRequest, useRequestAccounts, useRequestQuestions, useUpdateRequest } from "../requests-api";
import { InboundAttributesFields, type InboundFormVariantId } from "./InboundAttributesFields";
import { InboundRequestQuestions } from "./InboundRequestQuestions";
import {
  attributeErrorsOf,
  emptyRequestValues,
  type InboundRequestValues,
  requestValuesOf,
  toRequestBody,
  validateRequest,
  withoutAttributeErrors,
} from "./inbound-request-values";

const SHIPMENT_SIZE_OPTIONS = SELECTABLE_SHIPMENT_SIZE_IDS.map((id) => ({
  value: id,
  label: labelOf(SHIPMENT_SIZES, id),
}));

type Props = {
  /** The request being corrected by an operator; absent when a client files a new one. */
  request?: InboundRequest;
  /** Preselected account of a new request (`?accountId=`). */
  accountId?: number | null;
  cancelTo: string;
  onSaved: (request: InboundRequest) => void;
};

/** Takes the keyboard to the first field in error once the errors are shown. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]');
    field?.focus();
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The pickup request: a client files it, an operator corrects it. The account's inbound form
 * variant adds its own fields; the same domain schemas as the server check everything first.
 */
export function InboundRequestForm({ request, accountId = null, cancelTo, onSaved }: Props) {
  const editing = request !== undefined;
  const fail = useFailure("InboundRequestForm");
  const accounts = useRequestAccounts();
  const questions = useRequestQuestions();
  const create = useCreateRequest();
  const update = useUpdateRequest(request?.number ?? 0);
  const [submitting, setSubmitting] = useState(false);

  const accountList = accounts.data?.data ?? [];
  // A client with a single account has nothing to choose.
  const onlyAccount = !editing && accountId === null && accountList.length === 1 ? accountList[0] : undefined;
  const form = useForm<InboundRequestValues>({
    initialValues: request ? requestValuesOf(request) : emptyRequestValues(accountId),
  });
  useEffect(() => {
    if (onlyAccount && form.values.accountId === null)
      form.setFieldValue("accountId", String(onlyAccount.id));
  }, [onlyAccount, form]);

  const accountOptions = useMemo(() => {
    // Account names are unique, so the name alone is typed and shown.
    const options = accountList.map((a) => ({ value: String(a.id), label: a.name }));
    if (request && !options.some((o) => o.value === String(request.accountId))) {
      options.unshift({ value: String(request.accountId), label: request.accountName });
    }
    return options;
  }, [accountList, request]);
  // The chosen account itself, not the option list: its inbound form decides the fields below.
  const chosen = useAccount(form.values.accountId ? Number(form.values.accountId) : Number.NaN);
  const account = chosen.data && String(chosen.data.id) === form.values.accountId ? chosen.data : undefined;
  const variant: InboundFormVariantId = account?.inboundForm ?? "standard";
  const questionList = questions.data ?? [];

  const submit = form.onSubmit(async (values) => {
    const checked = validateRequest(values, variant, questionList, request);
    if (Object.keys(checked.errors).length > 0) {
      form.setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setSubmitting(true);
    try {
      const body = toRequestBody(values, checked.attributes);
      const saved = editing ? await update.mutateAsync(body) : await create.mutateAsync(body);
      form.resetDirty();
      onSaved(saved);
    } catch (error) {
      form.setErrors(fail(error));
      focusFirstError();
    } finally {
      setSubmitting(false);
    }
  });

  const title = editing ? `Edit inbound request ${request.number}` : "Request a pickup";
  const attributeErrors = attributeErrorsOf(form.errors);
  const setAnswer = (id: number, answer: string) => {
    form.setFieldValue("answers", { ...form.values.answers, [String(id)]: answer });
    form.clearFieldError(`answers.${id}`);
  };

  return (
    <Stack maw={860}>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="lg">
          <Section title="Pickup">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <SelectField
                label="Account"
                required
                disabled={editing}
                data={accountOptions}
                value={form.values.accountId}
                onChange={(value) => {
                  form.setFieldValue("accountId", value);
                  // Another account may use another inbound form: its fields start empty.
                  form.setFieldValue("attributes", {});
                  form.setErrors(withoutAttributeErrors({ ...form.errors, accountId: undefined }));
                }}
                error={form.errors.accountId}
                placeholder={accounts.isPending ? "Loading accounts…" : "Choose an account"}
              />
              <TextInput
                type="date"
                label="Earliest pickup date"
                required
                min={editing ? undefined : earliestAcceptedDate()}
                {...form.getInputProps("requestedStart")}
              />
              <TextInput
                type="date"
                label="Latest pickup date"
                required
                min={editing ? undefined : earliestAcceptedDate()}
                {...form.getInputProps("requestedEnd")}
              />
            </SimpleGrid>
          </Section>

          <Section title="Pickup address">
            <TextInput label="Street" required {...form.getInputProps("street")} />
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <TextInput label="City" required {...form.getInputProps("city")} />
              <TextInput label="State or region" required {...form.getInputProps("region")} />
              <TextInput label="Postal code" required {...form.getInputProps("postalCode")} />
              <CountryField
                required
                value={form.values.country || null}
                onChange={(value) => form.setFieldValue("country", value ?? "")}
                error={form.errors.country}
              />
            </SimpleGrid>
          </Section>

          <Section title="Contact on site">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="Contact name" required {...form.getInputProps("contactName")} />
              <TextInput label="Contact phone" required type="tel" {...form.getInputProps("contactPhone")} />
              <TextInput label="Contact email" type="email" {...form.getInputProps("contactEmail")} />
            </SimpleGrid>
          </Section>

          <Section title="Shipment">
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <SelectField
                label="Shipment size"
                required
                placeholder="Choose a size"
                data={SHIPMENT_SIZE_OPTIONS}
                value={form.values.shipmentSize}
                onChange={(value) => form.setFieldValue("shipmentSize", value)}
                error={form.errors.shipmentSize}
              />
              <NumberInput
                label="Estimated pallets"
                min={0}
                allowDecimal={false}
                {...form.getInputProps("estimatedPallets")}
              />
              <NumberInput label="Estimated weight (lb)" min={0} {...form.getInputProps("estimatedWeight")} />
              <NumberInput
                label="Estimated units"
                min={0}
                allowDecimal={false}
                {...form.getInputProps("estimatedUnits")}
              />
            </SimpleGrid>
          </Section>

          {account && variant !== "standard" ? (
            <Section title={`${account.name} details`}>
              <InboundAttributesFields
                variant={variant}
                value={form.values.attributes}
                onChange={(next) => form.setFieldValue("attributes", next)}
                errors={attributeErrors}
                onResetErrors={() => form.setErrors(withoutAttributeErrors(form.errors))}
                accountId={account.id}
              />
            </Section>
          ) : null}

          {questionList.length > 0 ? (
            <Section title="Questions">
              <InboundRequestQuestions
                questions={questionList}
                answers={form.values.answers}
                onChange={setAnswer}
                errors={form.errors}
              />
            </Section>
          ) : null}

          <Textarea
            label="Notes"
            description="Access instructions, dock hours, anything the driver should know"
            autosize
            minRows={2}
            {...form.getInputProps("notes")}
          />

          {Object.keys(form.errors).length > 0 ? (
            <Text c="red" size="sm" role="alert">
              Please correct the fields marked in red.
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={cancelTo}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {editing ? "Save changes" : "Submit request"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
