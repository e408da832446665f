import {
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type CreateLaborBody, VirtualLaborBody } from "@ops/domain";
import { useDomainForm } from "../../../shared/forms";
import { useCan } from "../../../shared/permissions";
import { SelectField } from "../../../shared/SelectField";
import { showSnackbar } from "../../../shared/snackbar";
import { enterVirtualLabor, useRefreshLabor, useStaffOptions } from "../labor-api";
import { formatPersonHours, localToIso } from "./labor-format";
import { WorkstationPicker } from "./WorkstationPicker";

type Values = {
  userId: string | null;
  startedAt: string;
  endedAt: string;
  crewSize: number | string;
  workstationId: number | null;
  note: string;
};

const EMPTY: Values = {
  userId: null,
  startedAt: "",
  endedAt: "",
  crewSize: 1,
  workstationId: null,
  note: "",
};

/** The body the form sends: local date-times as instants, the person and crew as numbers. */
export function virtualBodyOf(v: Values): CreateLaborBody {
  return {
    userId: v.userId === null ? (undefined as unknown as number) : Number(v.userId),
    startedAt: localToIso(v.startedAt),
    endedAt: localToIso(v.endedAt),
    crewSize: v.crewSize === "" ? Number.NaN : Number(v.crewSize),
    workstationId: v.workstationId,
    note: v.note,
  };
}

/**
 * Work done off the clock, entered by a lead (labor.manage): a person, a start and an end in the
 * past, a crew and a note. The same rules as the server's (end after start, crew of at least 1)
 * show beside the fields; an overlap with the person's other labor comes back from the server
 * on the start.
 */
export function VirtualLaborForm({ slug, warehouseId }: { slug: string; warehouseId: number | undefined }) {
  const can = useCan();
  if (!can("labor.manage")) return null;
  return <VirtualLaborFields slug={slug} warehouseId={warehouseId} canListPeople={can("users.view")} />;
}

function VirtualLaborFields({
  slug,
  warehouseId,
  canListPeople,
}: {
  slug: string;
  warehouseId: number | undefined;
  canListPeople: boolean;
}) {
  const people = useStaffOptions(canListPeople);
  const refresh = useRefreshLabor();
  const { form, onSubmit, submitting } = useDomainForm<Values, CreateLaborBody>({
    name: "VirtualLaborForm",
    schema: VirtualLaborBody,
    initialValues: EMPTY,
    toBody: virtualBodyOf,
    validate: (values, errors) => ({
      ...errors,
      ...(values.userId === null ? { userId: "Choose a person" } : {}),
      ...(values.startedAt === "" ? { startedAt: "Give the start" } : {}),
      ...(values.endedAt === "" ? { endedAt: "Give the end" } : {}),
    }),
    submit: async (body) => {
      const segment = await enterVirtualLabor(slug, body);
      showSnackbar(
        `Virtual labor entered for ${segment.userName}: ${formatPersonHours(segment.personHours)} person-hours`,
        "success",
      );
      form.reset();
      await refresh();
    },
  });
  const options = (people.data?.data ?? [])
    .filter((u) => u.active !== false)
    .map((u) => ({ value: String(u.id), label: u.name }));
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={onSubmit} noValidate aria-label="Add virtual labor">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Add virtual labor
          </Title>
          <Text size="sm" c="dimmed">
            Work done off the clock. It may not overlap the person's other labor.
          </Text>
          {canListPeople ? null : (
            <Text size="sm" c="red">
              Choosing a person needs the users.view permission.
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <SelectField
              id="virtual-person"
              label="Person"
              data={options}
              required
              {...form.getInputProps("userId")}
            />
            <NumberInput
              label="Crew size"
              min={1}
              clampBehavior="none"
              max={50}
              allowDecimal={false}
              {...form.getInputProps("crewSize")}
            />
            <TextInput type="datetime-local" label="Start" required {...form.getInputProps("startedAt")} />
            <TextInput type="datetime-local" label="End" required {...form.getInputProps("endedAt")} />
          </SimpleGrid>
          <WorkstationPicker
            id="virtual-workstation"
            label="Workstation (optional)"
            warehouseId={warehouseId}
            value={form.values.workstationId}
            onChange={(id) => form.setFieldValue("workstationId", id)}
            error={form.errors.workstationId as string | undefined}
            remember={false}
            required={false}
          />
          <Textarea label="Note" rows={2} {...form.getInputProps("note")} />
          <Group>
            <Button type="submit" loading={submitting}>
              Add virtual labor
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
