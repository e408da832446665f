import { listNotifications, markAllNotificationsRead, markNotificationRead } from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../shared/endpoints";
import { notificationsKeys } from "./keys";

export const PAGE_SIZE = 20;

/** A page of the signed-in user's notifications, newest first. */
export function useNotificationsPage(page: number, unread: boolean) {
  return useQuery({
    queryKey: notificationsKeys.page({ page, unread }),
    queryFn: () =>
      call(listNotifications, {
        query: { page, pageSize: PAGE_SIZE, ...(unread ? { unread: "true" } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Marks one notification read (or every one, given no id); the list and the bell are read again. */
export function useMarkRead(onError: (error: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | "all") => {
      if (id === "all") await call(markAllNotificationsRead, {});
      else await call(markNotificationRead, { params: { id } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKeys.all }),
    onError,
  });
}
