import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A list screen's title, a line on what it holds, and its main action on the right. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1}>{title}</Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </div>
      {action}
    </Group>
  );
}
