import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ASSET_TYPES, labelOf, type UserAsset } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { formatWhen } from "../../../shared/dates";
import { MOBILE_QUERY } from "../../../shared/layout";
import { useCan } from "../../../shared/permissions";
import { itadPath } from "../../itad/itad-paths";
import { StepBadge } from "../../work/components/ProcessingAssetsTable";
import { processingPath, shopOrderPath } from "../../work/components/work-paths";
import { USER_WORK_PAGE_SIZE, type UserAssetFilter, useUserAssets } from "../user-work-api";

const FILTERS: { value: UserAssetFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "processed", label: "Processed" },
  { value: "created", label: "Created" },
];

const EMPTY: Record<UserAssetFilter, string> = {
  all: "Nothing processed or created in a work order yet.",
  processed: "Nothing scanned into a work order yet.",
  created: "Nothing created in a work order yet.",
};

/** The page of a work order, by its type; null for a type that has no work-order page. */
export function workOrderPathOf(type: string, slug: string): string | null {
  if (type === "shop_order") return shopOrderPath(slug);
  if (type === "processing") return processingPath(slug);
  if (type === "itad") return itadPath(slug);
  return null;
}

function KindBadge({ kind }: { kind: UserAsset["kind"] }) {
  return (
    <Badge variant="light" color={kind === "created" ? "grape" : "teal"}>
      {kind === "created" ? "Created" : "Processed"}
    </Badge>
  );
}

/**
 * What an operator processed (scanned into a work order) or created in one, newest first and
 * paged, filtered by kind; each row leads to the asset and to its work order.
 */
export function UserWorkSection({ userId }: { userId: number }) {
  const [type, setType] = useState<UserAssetFilter>("all");
  const [page, setPage] = useState(1);
  const list = useUserAssets(userId, type, page);
  const can = useCan();
  const stacked = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;

  // Links only where the user may open the page (each route's permission); plain text otherwise.
  const assetCell = (a: UserAsset) =>
    can("assets.view") ? (
      <Anchor component={Link} to={`/assets/${encodeURIComponent(a.barcode)}`} size="sm">
        {a.barcode}
      </Anchor>
    ) : (
      a.barcode
    );
  const orderCell = (a: UserAsset) => {
    const to = can("activities.view") ? workOrderPathOf(a.activityType, a.activitySlug) : null;
    return to ? (
      <Anchor component={Link} to={to} size="sm">
        {a.activitySlug}
      </Anchor>
    ) : (
      a.activitySlug
    );
  };
  const typeLabel = (a: UserAsset) => labelOf(ASSET_TYPES, a.assetType);

  let body: React.ReactNode;
  if (!list.data) {
    body = list.error ? (
      <Alert color="red" title="The work could not be loaded">
        <Button variant="light" color="red" size="xs" onClick={() => list.refetch()}>
          Try again
        </Button>
      </Alert>
    ) : (
      <Loader size="sm" aria-label="Loading work" />
    );
  } else if (list.data.total === 0) {
    body = (
      <Text c="dimmed" size="sm">
        {EMPTY[type]}
      </Text>
    );
  } else {
    const { data, total } = list.data;
    const pages = Math.max(1, Math.ceil(total / USER_WORK_PAGE_SIZE));
    body = (
      <Stack gap="sm" aria-busy={list.isFetching}>
        {stacked ? (
          <Stack gap="xs" data-testid="user-work-cards">
            {data.map((a) => (
              <Card key={a.workAssetId} withBorder padding="sm" aria-label={a.barcode}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {assetCell(a)}
                  </Text>
                  <KindBadge kind={a.kind} />
                </Group>
                <Text size="sm" c="dimmed">
                  {typeLabel(a)}
                  {a.productName ? ` · ${a.productName}` : ""}
                </Text>
                <Group justify="space-between" gap="xs" mt={4}>
                  <Text size="sm">{orderCell(a)}</Text>
                  <StepBadge action={a.lastAction} />
                </Group>
                <Text size="xs" c="dimmed" mt={4}>
                  {formatWhen(a.addedAt)}
                </Text>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped withTableBorder aria-label="Work" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Asset</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Work</Table.Th>
                  <Table.Th>Work order</Table.Th>
                  <Table.Th>Last action</Table.Th>
                  <Table.Th>When</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((a) => (
                  <Table.Tr key={a.workAssetId}>
                    <Table.Td>{assetCell(a)}</Table.Td>
                    <Table.Td>{typeLabel(a)}</Table.Td>
                    <Table.Td>{a.productName ?? "—"}</Table.Td>
                    <Table.Td>
                      <KindBadge kind={a.kind} />
                    </Table.Td>
                    <Table.Td>{orderCell(a)}</Table.Td>
                    <Table.Td>
                      <StepBadge action={a.lastAction} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatWhen(a.addedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} asset{total === 1 ? "" : "s"}
          </Text>
          {pages > 1 ? (
            <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label="Work pages" />
          ) : null}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          Work
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Show"
          data={FILTERS}
          value={type}
          onChange={(value) => {
            setType(value as UserAssetFilter);
            setPage(1);
          }}
        />
      </Group>
      {body}
    </Stack>
  );
}
