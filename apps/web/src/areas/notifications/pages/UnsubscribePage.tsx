import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import {
  listNotificationsFromToken,
  NOTIFICATION_KINDS,
  type NotificationKind,
  stopNotificationsFromToken,
  type TokenSubscriptions,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { useEndpointMutation, useEndpointQuery } from "../../../shared/endpoints";
import { PublicFrame } from "../../../shared/PublicFrame";
import { useFailure } from "../../../shared/use-failure";

const labelOf = (kind: NotificationKind) => NOTIFICATION_KINDS.find((k) => k.id === kind)?.label ?? kind;

const Frame = PublicFrame;

/**
 * `/unsubscribe/{token}` (a mail's link, no sign-in): the mails this address gets for each account,
 * a Stop for each and Stop all. A link that opens nothing says only that it is not valid.
 */
export default function UnsubscribePage() {
  const token = useParams().token ?? "";
  const input = { query: { token } };
  const client = useQueryClient();
  const query = useEndpointQuery(listNotificationsFromToken, input, {
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const fail = useFailure("UnsubscribePage");
  const [done, setDone] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const stop = useEndpointMutation(stopNotificationsFromToken, {
    onSuccess: (data: TokenSubscriptions) =>
      client.setQueryData([listNotificationsFromToken.operationId, input], data),
    onError: fail,
  });

  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <Frame title="This link is not valid">
        <Alert color="gray" variant="light" role="alert" title="This link is not valid">
          Open the link from the most recent e-mail you received from us.
        </Alert>
      </Frame>
    );
  if (query.error)
    return (
      <Frame title="Your e-mails">
        <Alert color="orange" variant="light" role="alert" title="Your e-mails could not be loaded">
          Try again in a few minutes.
        </Alert>
      </Frame>
    );
  const data = query.data;
  if (!data) return <Loader aria-label="Loading" m="xl" />;
  const anything = data.accounts.some((a) => a.kinds.length > 0);

  const stopOne = (accountId: number, accountName: string, kind: NotificationKind) =>
    stop.mutate(
      { body: { token, accountId, kind } },
      {
        onSuccess: () => setDone(`You will no longer receive "${labelOf(kind)}" e-mails of ${accountName}.`),
      },
    );

  return (
    <Frame title="Your e-mails">
      <Text size="sm">
        E-mails we send to <b>{data.email}</b>, by account.
      </Text>
      {done && (
        <Alert color="green" variant="light" role="status" title="Done">
          {done}
        </Alert>
      )}
      {!anything && (
        <Text size="sm" c="dimmed">
          We send this address no e-mails.
        </Text>
      )}
      {data.accounts
        .filter((a) => a.kinds.length > 0)
        .map((account) => (
          <section key={account.accountId} aria-label={account.accountName}>
            <Title order={2} size="h5" mb="xs">
              {account.accountName}
            </Title>
            <Stack gap={6}>
              {account.kinds.map((kind) => (
                <Group key={kind} justify="space-between" wrap="nowrap">
                  <Text size="sm">{labelOf(kind)}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={`Stop ${labelOf(kind)} of ${account.accountName}`}
                    loading={stop.isPending && stop.variables?.body.kind === kind}
                    onClick={() => stopOne(account.accountId, account.accountName, kind)}
                  >
                    Stop
                  </Button>
                </Group>
              ))}
            </Stack>
          </section>
        ))}
      {anything && (
        <Group>
          <Button color="red" onClick={() => setConfirmAll(true)}>
            Stop all
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirmAll}
        title="Stop every e-mail?"
        confirmLabel="Stop all"
        loading={stop.isPending}
        onClose={() => setConfirmAll(false)}
        onConfirm={() =>
          stop.mutate(
            { body: { token, all: true } },
            {
              onSuccess: () => {
                setConfirmAll(false);
                setDone("You will no longer receive any of these e-mails.");
              },
            },
          )
        }
      >
        <Text size="sm">
          {data.email} will no longer receive any notification e-mails, for every account above.
        </Text>
      </ConfirmModal>
    </Frame>
  );
}
