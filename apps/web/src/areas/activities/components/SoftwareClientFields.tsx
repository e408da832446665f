import { ActionIcon, Group, Popover, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { JOB_TYPE_HELP_TITLE, SOFTWARE_JOB_TYPES } from "@ops/domain";
import { SelectField } from "../../../shared/SelectField";
import type { VariantFieldsProps } from "./ClientTypeOneFields";

const JOB_TYPE_OPTIONS = SOFTWARE_JOB_TYPES.map((type) => ({ value: type, label: type }));

const ITPAC_FIELDS = [
  ["msPoNumber", "PO Number"],
  ["collectionSiteName", "Collection Site Name"],
  ["collectionSiteCode", "Collection Site Code"],
  ["msCollectionTicketNumber", "Collection Ticket Number"],
] as const;

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

function JobTypeHelp() {
  return (
    <Popover width={320} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={JOB_TYPE_HELP_TITLE}>
          ?
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb={6}>
          {JOB_TYPE_HELP_TITLE}
        </Text>
        <Text size="sm" mb={6}>
          <b>Buyback</b>: equipment the client sells back; it is assessed on arrival and its value is paid to
          the client.
        </Text>
        <Text size="sm">
          <b>ITPAC</b>: a collection under the client's IT asset collection program; the client's PO number,
          the collection site name and code and the collection ticket number are required.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Software client (SPEC §5): Buyback or ITPAC; ITPAC needs the PO number, collection site and
 * ticket. Changing the job type clears the validation errors shown so far (SPEC §4).
 */
export function SoftwareClientFields({
  value,
  onChange,
  errors,
  onResetErrors,
}: VariantFieldsProps & { onResetErrors?: () => void }) {
  const jobType = textOf(value.supplierJobType);
  const itpac = jobType === "ITPAC";
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });

  return (
    <Stack gap="sm">
      <SelectField
        label={
          <Group gap={4} component="span" display="inline-flex" wrap="nowrap">
            Job Type <JobTypeHelp />
          </Group>
        }
        required
        placeholder="Buyback or ITPAC"
        data={JOB_TYPE_OPTIONS}
        value={jobType || null}
        onChange={(next) => {
          if ((next ?? "") !== jobType) onResetErrors?.();
          set("supplierJobType", next ?? "");
        }}
        error={errors.supplierJobType}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {ITPAC_FIELDS.map(([field, label]) => (
          <TextInput
            key={field}
            label={label}
            required={itpac}
            description={itpac ? "Required for ITPAC" : undefined}
            value={textOf(value[field])}
            onChange={(event) => set(field, event.currentTarget.value)}
            error={errors[field]}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
