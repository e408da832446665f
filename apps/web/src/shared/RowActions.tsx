import { Button, Group } from "@mantine/core";
import { Link } from "react-router";

type Props = {
  /** The record's name, for the buttons' accessible labels. */
  name: string;
  /** Edit opens this screen… */
  editTo?: string;
  /** …or runs this (a modal form). */
  onEdit?: () => void;
  onDelete: () => void;
};

/** The Edit and Delete buttons at the end of a table row. */
export function RowActions({ name, editTo, onEdit, onDelete }: Props) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {editTo ? (
        <Button component={Link} to={editTo} variant="subtle" size="xs" aria-label={`Edit ${name}`}>
          Edit
        </Button>
      ) : (
        <Button variant="subtle" size="xs" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      <Button variant="subtle" color="red" size="xs" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </Group>
  );
}
