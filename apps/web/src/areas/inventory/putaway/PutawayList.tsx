import { Alert, Badge, Button, Group, Loader, Pagination, Paper, Stack, Text, Title } from "@mantine/core";
import { ASSET_TYPES, labelOf } from "@ops/domain";
import { useState } from "react";
import { formatWhen } from "../../../shared/dates";
import { useMyPutawayList } from "./putaway-api";

const PAGE_SIZE = 25;

/** The signed-in user's putaway list: what they received and have not put away, newest first. */
export function PutawayList({ onPick }: { onPick: (barcode: string) => void }) {
  const [page, setPage] = useState(1);
  const list = useMyPutawayList(page);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            My putaway list
          </Title>
          {list.data ? (
            <Badge variant="light" data-testid="putaway-count">
              {list.data.total} to put away
            </Badge>
          ) : null}
        </Group>
        {list.isPending ? <Loader size="sm" aria-label="Loading" /> : null}
        {list.isError ? (
          <Alert color="red" title="The list could not be loaded">
            {list.error.message}
          </Alert>
        ) : null}
        {list.data && list.data.total === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing to put away: everything you received has a location.
          </Text>
        ) : null}
        <Stack
          gap={4}
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label="To put away"
        >
          {list.data?.data.map((a) => (
            <li key={a.id} data-testid="putaway-item">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={600}>
                    {a.barcode}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {labelOf(ASSET_TYPES, a.type)}
                    {a.productName ? ` · ${a.productName}` : ""}
                    {a.contentsCount > 0 ? ` · ${a.contentsCount} inside` : ""}
                    {a.accountName ? ` · ${a.accountName}` : ""} · {a.activitySlug} ·{" "}
                    {formatWhen(a.createdAt)}
                  </Text>
                </div>
                <Button
                  size="compact-xs"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  onClick={() => onPick(a.barcode)}
                >
                  Put away
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
        {list.data && list.data.total > PAGE_SIZE ? (
          <Pagination
            size="sm"
            total={Math.ceil(list.data.total / PAGE_SIZE)}
            value={page}
            onChange={setPage}
            aria-label="Pages of the putaway list"
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
