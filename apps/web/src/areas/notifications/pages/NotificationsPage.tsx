import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import type { UserNotification } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { PageHeader } from "../../../shared/PageHeader";
import { useFailure } from "../../../shared/use-failure";
import { PAGE_SIZE, useMarkRead, useNotificationsPage } from "../api";

function Item({ n, onRead, busy }: { n: UserNotification; onRead: () => void; busy: boolean }) {
  const unread = n.readAt === null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label={n.title} component="li" style={{ listStyle: "none" }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: "1 1 240px", minWidth: 0, overflowWrap: "anywhere" }}>
          <Text fw={unread ? 700 : 400} size="sm">
            {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
            {n.link ? (
              <Anchor component={Link} to={n.link} onClick={unread ? onRead : undefined} inherit>
                {n.title}
              </Anchor>
            ) : (
              n.title
            )}
          </Text>
          {n.body ? (
            <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }}>
              {n.body}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatWhen(n.createdAt)}
          </Text>
        </Stack>
        {unread ? (
          <Button
            size="xs"
            variant="default"
            onClick={onRead}
            loading={busy}
            aria-label={`Mark read: ${n.title}`}
          >
            Mark read
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}

/** The signed-in user's notifications (the bell's screen): newest first, unread in bold. */
export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<"all" | "unread">("all");
  const list = useNotificationsPage(page, filter === "unread");
  const fail = useFailure("NotificationsPage");
  const mark = useMarkRead(fail);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Stack>
      <PageHeader
        title="Notifications"
        description={data ? `${data.unread} unread` : "What happened that concerns you."}
        action={
          <Button
            variant="default"
            disabled={!data || data.unread === 0}
            loading={mark.isPending && mark.variables === "all"}
            onClick={() => mark.mutate("all")}
          >
            Mark all read
          </Button>
        }
      />
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(v) => {
          setFilter(v as "all" | "unread");
          setPage(1);
        }}
        data={[
          { value: "all", label: "All" },
          { value: "unread", label: "Unread" },
        ]}
        aria-label="Show"
      />
      {list.error ? (
        <Alert color="orange" role="alert" title="Notifications could not be loaded">
          {list.error.message}
        </Alert>
      ) : !data ? (
        <Loader aria-label="Loading" />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{filter === "unread" ? "No unread notifications." : "No notifications yet."}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Notifications">
          {data.data.map((n) => (
            <Item
              key={n.id}
              n={n}
              busy={mark.isPending && mark.variables === n.id}
              onRead={() => mark.mutate(n.id)}
            />
          ))}
        </Stack>
      )}
      {pages > 1 ? <Pagination value={page} onChange={setPage} total={pages} aria-label="Pages" /> : null}
    </Stack>
  );
}
