import { Alert, List, Text } from "@mantine/core";
import { labelOf, PROGRAM_RULE_TYPES, type SettlementStatement } from "@ops/domain";

/**
 * The load's products no price reached, with why: the load cannot be marked priced (nor the
 * statement finalised) until each has a value.
 */
export function UnpricedAlert({ products }: { products: SettlementStatement["unpricedProducts"] }) {
  if (products.length === 0) return null;
  const count = products.length === 1 ? "1 product is" : `${products.length} products are`;
  return (
    <Alert color="red" title={`${count} not priced`} role="alert">
      <Text size="sm" mb="xs">
        The load cannot be marked priced until every product has a value. Price them on the pricing pages or
        give the account an inbound price for them.
      </Text>
      <List size="sm" spacing={4} aria-label="Unpriced products">
        {products.map((p) => (
          <List.Item key={p.productId}>
            <Text span fw={600} size="sm">
              {p.name}
            </Text>
            {` — ${p.reason}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A rule's type in words, or the text as stored when it names none ("service"). */
function ruleLabel(type: string): string {
  if (type === "service") return "Service";
  return PROGRAM_RULE_TYPES.some((r) => r.id === type) ? labelOf(PROGRAM_RULE_TYPES, type) : type;
}

/** Program rules and services the statement could not apply, with why; they do not block pricing. */
export function SkippedRules({ rules }: { rules: SettlementStatement["skippedRules"] }) {
  if (rules.length === 0) return null;
  return (
    <Alert color="yellow" title="Not applied">
      <List size="sm" spacing={4} aria-label="Rules not applied">
        {rules.map((r) => (
          <List.Item key={`${r.type}:${r.reason}`}>
            <Text span fw={600} size="sm">
              {ruleLabel(r.type)}
            </Text>
            {` — ${r.reason}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
