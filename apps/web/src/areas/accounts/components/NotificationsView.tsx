import { Anchor, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { Account } from "@ops/domain";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useContacts, useNotifications, useSaveNotifications } from "../api";
import { NotificationsMatrix } from "./NotificationsMatrix";
import { matrixFrom, type NotificationMatrix, sameMatrix, toNotificationsBody } from "./notifications-matrix";

/** Notifications tab (operators): who of the account's contacts receives what. */
export function NotificationsView({ account }: { account: Account }) {
  const contacts = useContacts(account.id);
  const subscriptions = useNotifications(account.id);
  const save = useSaveNotifications(account.id);
  const fail = useFailure("NotificationsView");
  const saved = useMemo(
    () => (contacts.data && subscriptions.data ? matrixFrom(subscriptions.data, contacts.data) : null),
    [contacts.data, subscriptions.data],
  );
  // Unsaved changes; null means "as saved".
  const [draft, setDraft] = useState<NotificationMatrix | null>(null);

  const error = contacts.error ?? subscriptions.error;
  if (error) return <Text c="red">The notifications could not be loaded: {error.message}</Text>;
  if (!saved || !contacts.data) return <Loader size="sm" aria-label="Loading notifications" />;
  const current = draft ?? saved;
  const dirty = draft !== null && !sameMatrix(draft, saved);

  const submit = async () => {
    try {
      await save.mutateAsync(toNotificationsBody(current));
      setDraft(null);
      showSnackbar("Notifications saved", "success");
    } catch (e) {
      fail(e);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Notifications
      </Title>
      {contacts.data.length === 0 ? (
        <Text c="dimmed">
          No contacts yet.{" "}
          <Anchor component={Link} to={`/accounts/${account.id}/contacts`}>
            Add contacts
          </Anchor>{" "}
          to choose who is notified.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Tick who receives each notification by email. Contacts without an email address cannot be chosen.
          </Text>
          <NotificationsMatrix
            contacts={contacts.data}
            value={current}
            onChange={setDraft}
            disabled={save.isPending}
          />
          <Group>
            <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
              Save
            </Button>
            <Button variant="default" onClick={() => setDraft(null)} disabled={!dirty || save.isPending}>
              Discard changes
            </Button>
            {dirty ? (
              <Text size="sm" c="orange.8">
                Unsaved changes
              </Text>
            ) : null}
          </Group>
        </>
      )}
    </Stack>
  );
}
