/** Query keys of the notifications screens and the bell: all under one prefix. */
export const notificationsKeys = {
  all: ["notifications"] as const,
  unread: ["notifications", "unread"] as const,
  page: (q: { page: number; unread: boolean }) => ["notifications", "page", q] as const,
};
