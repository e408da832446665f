import {
  Accordion,
  Anchor,
  Badge,
  EmptyState,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import type { PriceList } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ExportMenu } from "../../../shared/ExportMenu";
import { type PriceOwner, priceHistoryExport, priceScreens, usePriceHistory } from "../pricing-api";
import { PriceEntriesTable } from "./PriceEntriesTable";
import { compareVersions, savedBy } from "./price-format";

function changeSummary(version: PriceList, previous: PriceList | undefined): string {
  if (!previous) return `${version.entries.length} lines`;
  const { entries, removed } = compareVersions(version.entries, previous.entries);
  const changed = entries.filter((e) => e.status === "changed").length;
  const added = entries.filter((e) => e.status === "added").length;
  const parts = [
    changed ? `${changed} price${changed === 1 ? "" : "s"} changed` : "",
    added ? `${added} added` : "",
    removed.length ? `${removed.length} removed` : "",
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : "no price changes";
}

/**
 * Every saved version, newest first; each shows its lines against the version before it
 * (changed prices with the old price beside the new, added and removed lines marked).
 */
export function PriceHistoryView({ owner, title }: { owner: PriceOwner; title: string }) {
  const history = usePriceHistory(owner);
  const [compare, setCompare] = useState(true);
  const screens = priceScreens(owner);
  if (!history.data) {
    if (history.error) throw history.error;
    return <Loader aria-label="Loading" />;
  }
  const versions = history.data;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={screens.view} size="sm">
          ← Current prices
        </Anchor>
        <Group justify="space-between" align="flex-end">
          <Title order={2}>{title}</Title>
          {versions.length > 0 ? <ExportMenu source={priceHistoryExport(owner)} /> : null}
          {versions.length > 1 ? (
            <Switch
              label="Highlight changes from the previous version"
              checked={compare}
              onChange={(event) => setCompare(event.currentTarget.checked)}
            />
          ) : null}
        </Group>
      </div>
      {versions.length === 0 ? (
        <EmptyState title="No prices saved yet" description="Each save of the prices adds a version here." />
      ) : (
        <Accordion
          multiple
          variant="separated"
          defaultValue={versions.slice(0, 2).map((v) => String(v.version))}
        >
          {versions.map((version, index) => {
            const previous = versions[index + 1];
            const compared = compareVersions(version.entries, compare ? previous?.entries : undefined);
            return (
              <Accordion.Item
                key={version.version}
                value={String(version.version)}
                data-testid={`version-${version.version}`}
              >
                <Accordion.Control>
                  <Group gap="sm" wrap="wrap">
                    <Text fw={600}>Version {version.version}</Text>
                    {index === 0 ? <Badge color="teal">Current</Badge> : null}
                    <Text size="sm" c="dimmed">
                      Saved {savedBy(version)} · {changeSummary(version, previous)}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  {version.entries.length > 0 || compared.removed.length > 0 ? (
                    <PriceEntriesTable entries={compared.entries} removed={compared.removed} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      This version has no lines.
                    </Text>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
    </Stack>
  );
}
