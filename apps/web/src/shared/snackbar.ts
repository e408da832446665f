import { notifications } from "@mantine/notifications";
import type { MessageType } from "@ops/domain";

export const SNACKBAR_MS = 5000;

const COLORS: Record<MessageType, string> = {
  error: "red",
  warning: "orange",
  info: "blue",
  success: "teal",
};

/** Shows one message at the top for 5 s; a new message replaces the current one (SPEC §8). */
export function showSnackbar(message: string, type: MessageType = "info") {
  notifications.clean();
  notifications.show({
    message,
    color: COLORS[type],
    autoClose: SNACKBAR_MS,
    withBorder: true,
    "data-testid": "snackbar",
    "data-type": type,
  } as Parameters<typeof notifications.show>[0]);
}
