import { Anchor, Group, Paper, Text } from "@mantine/core";
import { labelOf, NET_DIRECTIONS } from "@ops/domain";
import { Link } from "react-router";
import { useSettlement } from "../api";
import { moneyAbs } from "../format";
import { StatementStatusBadge } from "./StatementSummary";

/**
 * The load's settlement in one line above a pricing page's values: draft or final, the net and
 * which way it goes, what blocks pricing, and the way to the statement. Nothing while there is
 * none to show (a client's load before it is priced).
 */
export function SettlementStrip({ slug, path }: { slug: string; path: string }) {
  const settlement = useSettlement(slug);
  const statement = settlement.data;
  if (!statement) return null;
  const unpriced = statement.unpricedProducts.length;
  return (
    <Paper component="section" withBorder px="sm" py={6} radius="sm" aria-label="Settlement">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Settlement
        </Text>
        <StatementStatusBadge status={statement.status} />
        <Text size="sm">
          {`${moneyAbs(statement.totals.net)} ${labelOf(NET_DIRECTIONS, statement.direction).toLowerCase()}`}
        </Text>
        {unpriced > 0 ? (
          <Text size="sm" c="red.8">
            {unpriced === 1 ? "1 product not priced" : `${unpriced} products not priced`}
          </Text>
        ) : null}
        <Anchor component={Link} to={path} size="sm">
          Open the statement
        </Anchor>
      </Group>
    </Paper>
  );
}
