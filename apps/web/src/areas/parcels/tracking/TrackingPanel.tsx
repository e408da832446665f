import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import {
  addTrackingEntry,
  deleteTrackingEntry,
  getRequestTracking,
  type ParcelTrackingEntry,
  setRequestTrackingNumber,
  TRACKING_TYPES,
  type TrackingType,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { formatWhen } from "../../../shared/dates";
import { call, useEndpointQuery } from "../../../shared/endpoints";
import { useDomainForm } from "../../../shared/forms";
import { showSnackbar } from "../../../shared/snackbar";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useFailure } from "../../../shared/use-failure";

const TYPE_OPTIONS = TRACKING_TYPES.map((t) => ({ value: t.id, label: t.label }));
const typeLabel = (type: string) => TRACKING_TYPES.find((t) => t.id === type)?.label ?? type;

/** A `datetime-local` value (the browser's local time) as an ISO instant, or "" when empty. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : "");

type Values = { type: string; occurredAt: string; location: string; note: string };

function AddEntry({ referenceId, onAdded }: { referenceId: string; onAdded: () => void }) {
  const { form, onSubmit, submitting } = useDomainForm<Values, unknown>({
    name: "Add tracking entry",
    schema: addTrackingEntry.body,
    initialValues: { type: "", occurredAt: "", location: "", note: "" },
    toBody: (v) => ({
      type: v.type as TrackingType,
      occurredAt: isoOf(v.occurredAt),
      location: v.location,
      note: v.note,
    }),
    submit: async (body) => {
      await call(addTrackingEntry, { params: { referenceId }, body: body as never });
      form.reset();
      showSnackbar("Tracking entry added", "success");
      onAdded();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a tracking entry">
      <Group align="flex-end" wrap="wrap" gap="xs">
        <Select label="Type" data={TYPE_OPTIONS} required w={170} {...form.getInputProps("type")} />
        <TextInput
          label="When"
          type="datetime-local"
          required
          w={220}
          {...form.getInputProps("occurredAt")}
        />
        <TextInput label="Location" w={180} {...form.getInputProps("location")} />
        <TextInput label="Note" w={200} {...form.getInputProps("note")} />
        <Button type="submit" loading={submitting}>
          Add
        </Button>
      </Group>
    </form>
  );
}

function TrackingNumberField({
  referenceId,
  current,
  onSaved,
}: {
  referenceId: string;
  current: string | null;
  onSaved: () => void;
}) {
  const [value, setValue] = useState(current ?? "");
  const [error, setError] = useState<string | null>(null);
  const fail = useFailure("Tracking number");
  const save = async () => {
    try {
      await call(setRequestTrackingNumber, {
        params: { referenceId },
        body: { trackingNumber: value.trim() || null },
      });
      setError(null);
      showSnackbar("Tracking number saved", "success");
      onSaved();
    } catch (e) {
      const fields = fail(e);
      setError(fields.trackingNumber ?? (e instanceof Error ? e.message : "Not saved"));
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        label="Tracking number"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={error}
        w={260}
      />
      <Button variant="default" onClick={save} disabled={(current ?? "") === value.trim()}>
        Save
      </Button>
    </Group>
  );
}

/**
 * A parcel request's tracking (issue 20): its tracking number and entries, newest first; operators
 * (`canManage`) set the number, add entries and remove them after a confirmation. The project
 * page embeds it per request.
 */
export function TrackingPanel({ referenceId, canManage }: { referenceId: string; canManage: boolean }) {
  const client = useQueryClient();
  const query = useEndpointQuery(getRequestTracking, { params: { referenceId } });
  const refresh = () => client.invalidateQueries({ queryKey: [getRequestTracking.operationId] });
  const remove = useConfirmedAction<ParcelTrackingEntry>({
    component: "Remove tracking entry",
    run: async (entry) => {
      await call(deleteTrackingEntry, { params: { id: entry.id } });
      await refresh();
    },
    success: (entry) => `${typeLabel(entry.type)} entry removed`,
  });
  const data = query.data;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Tracking of {referenceId}
      </Title>
      {query.isPending && <Text size="sm">Loading…</Text>}
      {data &&
        (canManage ? (
          <TrackingNumberField
            key={data.trackingNumber}
            referenceId={referenceId}
            current={data.trackingNumber}
            onSaved={refresh}
          />
        ) : (
          <Text size="sm">Tracking number: {data.trackingNumber ?? "none yet"}</Text>
        ))}
      {data && data.entries.length === 0 && (
        <Text size="sm" c="dimmed">
          No tracking yet.
        </Text>
      )}
      {data && data.entries.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={`Tracking of ${referenceId}`} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>From</Table.Th>
                {canManage && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.entries.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatWhen(e.occurredAt)}</Table.Td>
                  <Table.Td>{typeLabel(e.type)}</Table.Td>
                  <Table.Td>{e.location ?? ""}</Table.Td>
                  <Table.Td>{e.note ?? ""}</Table.Td>
                  <Table.Td>{e.source}</Table.Td>
                  {canManage && (
                    <Table.Td>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => remove.ask(e)}>
                        Remove
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {canManage && <AddEntry referenceId={referenceId} onAdded={refresh} />}
      <ConfirmModal
        opened={remove.pending !== null}
        title="Remove this tracking entry?"
        confirmLabel="Remove"
        onConfirm={remove.confirm}
        onClose={remove.cancel}
        loading={remove.running}
      >
        {remove.pending
          ? `${typeLabel(remove.pending.type)} of ${formatWhen(remove.pending.occurredAt)}`
          : ""}
      </ConfirmModal>
    </Stack>
  );
}
