import { Anchor, Badge, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { ACTIVITY_TYPES, GENERAL_ACTIVITY_STATUSES, INBOUND_STATUSES, type Load, labelOf } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { useFamilyPrefix } from "../../accounts/family";
import { useLoad, validSlug } from "../loads-api";
import { InboundStatusBadge } from "./InboundStatusBadge";

/** Every status an activity can show, with its label. */
export const LOAD_STATUSES = [
  ...INBOUND_STATUSES,
  ...GENERAL_ACTIVITY_STATUSES.filter((s) => s.id !== "closed"),
];

/** A weight in lbs as people read it. */
export function formatLbs(weight: number | null): string {
  return weight === null ? "—" : `${weight.toLocaleString(undefined, { maximumFractionDigits: 3 })} lbs`;
}

/** The slug in the route (`:slug`). */
export function useSlugParam(): string | undefined {
  return useParams().slug?.toLowerCase();
}

/**
 * The frame of a load's screens: slug, status, account, and the tabs every load kind shares
 * (LOAD_TABS, declared by its routes). Renders loading and not-found states (a load outside the
 * client's accounts is not found), then `children(load)`.
 */
export function LoadFrame({ children }: { children: (load: Load) => ReactNode }) {
  const slug = useSlugParam();
  const family = useFamilyPrefix();
  const load = useLoad(family, slug);

  if (!load.data) {
    if (!validSlug(slug) || (load.error instanceof ApiError && load.error.status === 404)) {
      return (
        <Stack>
          <Title order={1}>Load not found</Title>
          <Text>There is no load {slug ? <strong>{slug}</strong> : null} that you can see.</Text>
          <Anchor component={Link} to="/loads">
            Back to loads
          </Anchor>
        </Stack>
      );
    }
    if (load.error) throw load.error;
    return <Loader aria-label="Loading" />;
  }

  const l = load.data;
  return (
    <RecordFrame
      record={l}
      header={
        <div>
          <Anchor component={Link} to="/loads" size="sm">
            ← Loads
          </Anchor>
          <Group gap="sm" mt={4} wrap="wrap">
            <Title order={1} style={{ overflowWrap: "anywhere" }}>
              {l.slug}
            </Title>
            <Badge variant="outline">{labelOf(ACTIVITY_TYPES, l.type)}</Badge>
            <InboundStatusBadge status={l.status} size="lg" />
          </Group>
          <Text c="dimmed">
            {[l.accountName, l.warehouseShortName, l.clientRef].filter(Boolean).join(" · ")}
          </Text>
        </div>
      }
    >
      {children(l)}
    </RecordFrame>
  );
}
