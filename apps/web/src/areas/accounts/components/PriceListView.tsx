import { Button, EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { saveAccountPrices, savePricebookPrices } from "@ops/domain";
import { Link } from "react-router";
import { useCan } from "../../../shared/permissions";
import { type PriceOwner, priceScreens, usePrices } from "../pricing-api";
import { PriceEntriesTable } from "./PriceEntriesTable";
import { compareVersions, savedBy } from "./price-format";

/** The current prices of an account or a price book, with links to edit them and to their history. */
export function PriceListView({
  owner,
  title,
  editLabel = "Edit prices",
}: {
  owner: PriceOwner;
  title: string;
  editLabel?: string;
}) {
  const prices = usePrices(owner);
  const screens = priceScreens(owner);
  const can = useCan();
  const edits = can(owner.kind === "account" ? saveAccountPrices : savePricebookPrices);
  if (!prices.data) {
    if (prices.error) throw prices.error;
    return <Loader aria-label="Loading" />;
  }
  const list = prices.data;
  const saved = list.version > 0;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{title}</Title>
          <Text size="sm" c="dimmed" data-testid="price-version">
            {saved ? `Version ${list.version}, saved ${savedBy(list)}` : "Never saved"}
          </Text>
        </div>
        <Group gap="xs">
          {saved ? (
            <Button component={Link} to={screens.history} variant="default">
              History
            </Button>
          ) : null}
          {edits ? (
            <Button component={Link} to={screens.edit}>
              {editLabel}
            </Button>
          ) : null}
        </Group>
      </Group>
      {list.entries.length > 0 ? (
        <PriceEntriesTable entries={compareVersions(list.entries, undefined).entries} />
      ) : (
        <EmptyState
          title={saved ? "This list has no lines" : "No prices saved yet"}
          description={edits ? "Add products and services with their method, unit and price." : undefined}
        >
          {edits ? (
            <EmptyState.Actions>
              <Button component={Link} to={screens.edit} variant="light">
                Add prices
              </Button>
            </EmptyState.Actions>
          ) : null}
        </EmptyState>
      )}
    </Stack>
  );
}
