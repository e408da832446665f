import { Checkbox, Table, Text } from "@mantine/core";
import { type Contact, NOTIFICATION_KINDS } from "@ops/domain";
import {
  canNotify,
  isSubscribed,
  type NotificationMatrix,
  rowState,
  setRow,
  toggleCell,
} from "./notifications-matrix";

type Props = {
  contacts: readonly Contact[];
  value: NotificationMatrix;
  onChange: (next: NotificationMatrix) => void;
  disabled?: boolean;
};

/** One row per notification kind, one checkbox per contact; contacts without email cannot be chosen. */
export function NotificationsMatrix({ contacts, value, onChange, disabled }: Props) {
  const reachable = contacts.filter(canNotify).map((c) => c.id);
  return (
    <Table.ScrollContainer minWidth={240 + 140 * (contacts.length + 1)}>
      <Table withTableBorder withColumnBorders striped aria-label="Notifications by contact">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Notification</Table.Th>
            <Table.Th ta="center">All</Table.Th>
            {contacts.map((c) => (
              <Table.Th key={c.id} ta="center">
                <Text size="sm" fw={600}>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.email ?? "No email"}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {NOTIFICATION_KINDS.map((kind) => {
            const state = rowState(value, kind.id, reachable);
            return (
              <Table.Tr key={kind.id}>
                <Table.Th scope="row">{kind.label}</Table.Th>
                <Table.Td>
                  <Checkbox
                    mx="auto"
                    w="fit-content"
                    aria-label={`${kind.label}: everyone`}
                    checked={state === "all"}
                    indeterminate={state === "some"}
                    disabled={disabled || reachable.length === 0}
                    onChange={() => onChange(setRow(value, kind.id, reachable, state !== "all"))}
                  />
                </Table.Td>
                {contacts.map((c) => (
                  <Table.Td key={c.id}>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      aria-label={`${kind.label}: ${c.name}`}
                      checked={isSubscribed(value, kind.id, c.id)}
                      disabled={disabled || !canNotify(c)}
                      onChange={() => onChange(toggleCell(value, kind.id, c.id))}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
