import { Text } from "@mantine/core";
import { formatDockShort } from "./inbound-dates";

type Props = {
  slug: string;
  accountName: string | null;
  scheduledDate: string | null;
  scheduledTime: string | null;
};

/** A load's number; on a phone, where those columns are hidden, its account and dock below it. */
export function LoadNumberCell({ slug, accountName, scheduledDate, scheduledTime }: Props) {
  return (
    <>
      <span style={{ whiteSpace: "nowrap" }}>{slug}</span>
      <Text size="xs" c="dimmed" hiddenFrom="sm">
        {accountName ?? "—"}
        <br />
        {formatDockShort(scheduledDate, scheduledTime)}
      </Text>
    </>
  );
}
