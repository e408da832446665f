import { ActionIcon, Indicator } from "@mantine/core";
import { listNotificationsRoute } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { call } from "../../../shared/endpoints";
import { notificationsKeys } from "../keys";

/** How often the bell asks for the unread count while the tab is open. */
const POLL_MS = 60_000;

/**
 * The shell header's bell: the signed-in user's unread count, asked every minute and when the
 * tab comes back into focus; it opens the notifications screen. It calls by route (no schemas),
 * so it adds no zod to the header's chunk.
 */
export function NotificationBell() {
  const unread = useQuery({
    queryKey: notificationsKeys.unread,
    queryFn: async () => (await call(listNotificationsRoute, { query: { pageSize: 1 } })).unread,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    // A failed count leaves the bell as it was; the screen shows errors when opened.
    retry: false,
  });
  const count = unread.data ?? 0;
  return (
    <Indicator disabled={count === 0} label={count > 99 ? "99+" : count} size={16} color="red" offset={4}>
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={count > 0 ? `Notifications: ${count} unread` : "Notifications"}
      >
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
      </ActionIcon>
    </Indicator>
  );
}
