import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import {
  type ActivityNote,
  createActivityNote,
  deleteActivityNote,
  labelOf,
  NOTE_TYPES,
  NoteBody,
  updateActivityNote,
} from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useDomainForm } from "../../../shared/forms";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useConfirmedAction } from "../../../shared/use-confirmed-action";
import { useDeleteNote, useNotes, useSaveNote } from "../inbound-api";
import { formatWhen } from "./inbound-dates";

const TYPE_OPTIONS = NOTE_TYPES.map((t) => ({ value: t.id, label: t.label }));
type NoteValues = { note: string; type: string };

/** A note's text and type; adds a note, or saves one being edited. */
function NoteForm({ slug, note, onDone }: { slug: string; note?: ActivityNote; onDone?: () => void }) {
  const save = useSaveNote(slug);
  const { form, onSubmit: submit } = useDomainForm<NoteValues>({
    name: "InboundNotes",
    schema: NoteBody,
    initialValues: { note: note?.note ?? "", type: note?.type ?? "general" },
    submit: async (body) => {
      await save.mutateAsync({ ...NoteBody.parse(body), id: note?.id });
      showSnackbar(note ? "Note saved" : "Note added", "success");
      form.reset();
      onDone?.();
    },
  });
  return (
    <form onSubmit={submit} noValidate aria-label={note ? "Edit note" : "Add a note"}>
      <Stack gap="xs">
        <Textarea
          label={note ? "Note" : "New note"}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps("note")}
        />
        <Group align="flex-end" gap="xs">
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            allowDeselect={false}
            w={180}
            {...form.getInputProps("type")}
          />
          <Button type="submit" loading={save.isPending}>
            {note ? "Save note" : "Add note"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The notes of a load (SPEC §3 notes with a type): list, add, edit, delete with confirmation. */
export function InboundNotes({ slug }: { slug: string }) {
  const notes = useNotes(slug);
  const remove = useDeleteNote(slug);
  const can = useCan();
  const [editing, setEditing] = useState<ActivityNote | null>(null);
  const deletion = useConfirmedAction<ActivityNote>({
    component: "InboundNotes",
    run: (note) => remove.mutateAsync(note.id),
    success: () => "Note deleted",
  });

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Notes
      </Title>
      <Stack>
        {!notes.data ? (
          notes.error ? (
            <Text c="red">The notes could not be loaded.</Text>
          ) : (
            <Loader size="sm" aria-label="Loading notes" />
          )
        ) : notes.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No notes yet.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {notes.data.map((n) => (
              <li key={n.id}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Badge variant="light" size="sm">
                        {labelOf(NOTE_TYPES, n.type)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {n.createdBy ?? "Someone"}, {formatWhen(n.createdAt)}
                      </Text>
                    </Group>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {n.note}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    {can(updateActivityNote) ? (
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => setEditing(n)}
                        aria-label={`Edit note ${n.id}`}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {can(deleteActivityNote) ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => deletion.ask(n)}
                        aria-label={`Delete note ${n.id}`}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              </li>
            ))}
          </Stack>
        )}
        {can(createActivityNote) ? <NoteForm slug={slug} /> : null}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit note" centered>
        {editing ? <NoteForm slug={slug} note={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmModal
        opened={deletion.pending !== null}
        title="Delete this note?"
        confirmLabel="Delete note"
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
        loading={deletion.running}
      >
        The note is removed from the load. Its event stays in the load's history.
      </ConfirmModal>
    </Card>
  );
}
