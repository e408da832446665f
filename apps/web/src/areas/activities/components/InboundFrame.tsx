import { Anchor, Button, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import type { Activity } from "@ops/domain";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { useActivity } from "../inbound-api";
import { InboundLoadState } from "./InboundLoadState";
import { InboundStatusActions } from "./InboundStatusActions";
import { InboundStatusBadge } from "./InboundStatusBadge";
import { formatDock } from "./inbound-dates";

type TabDef = { id: string; label: string; path: string };

/** The tabs of a load: the linked request only when there is one, child loads only for parents. */
export function inboundTabs(activity: Activity): TabDef[] {
  const base = `/inbound/${activity.slug}`;
  const tabs: TabDef[] = [
    { id: "overview", label: "Overview", path: base },
    { id: "sow", label: "Statement of work", path: `${base}/sow` },
  ];
  if (activity.inboundRequestNumber !== null) {
    tabs.push({
      id: "inbound-request",
      label: `Request ${activity.inboundRequestNumber}`,
      path: `${base}/inbound-request/${activity.inboundRequestNumber}`,
    });
  }
  tabs.push(
    { id: "documents", label: "Documents", path: `${base}/documents` },
    { id: "asns", label: "ASNs", path: `${base}/asns` },
    { id: "assets", label: "Assets", path: `${base}/assets` },
    { id: "asset-photos", label: "Asset photos", path: `${base}/asset-photos` },
    { id: "load-photos", label: "Load photos", path: `${base}/load-photos` },
    { id: "pricing", label: "Pricing", path: `${base}/pricing/yield` },
    { id: "events", label: "Events", path: `${base}/events` },
  );
  if (activity.shipmentSize === "parent" || activity.childCount > 0) {
    tabs.push({
      id: "child-loads",
      label: `Child loads (${activity.childCount})`,
      path: `${base}/child-loads`,
    });
  }
  return tabs;
}

type Props = {
  slug: string;
  /** overview, sow, inbound-request, documents, asns, assets, asset-photos, load-photos, pricing, events or child-loads. */
  tab: string;
  /** The tab's content, or a function of the load. */
  children: ReactNode | ((activity: Activity) => ReactNode);
};

/**
 * The frame of an inbound load's screens: slug, status, account and dock date, the status moves
 * the life cycle allows, Edit and Clone, and the tabs. Renders loading and not-found states.
 */
export function InboundFrame({ slug, tab, children }: Props) {
  const activity = useActivity(slug);
  const navigate = useNavigate();
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: bring the open one into view (each tab is its own
  // route, so the frame mounts again on every tab).
  const loaded = Boolean(activity.data);
  useEffect(() => {
    if (!loaded) return;
    tabList.current?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [loaded]);
  if (!activity.data) return <InboundLoadState error={activity.error} slug={slug} />;
  const a = activity.data;
  const tabs = inboundTabs(a);
  return (
    <Stack>
      <div>
        <Anchor component={Link} to="/inbound" size="sm">
          ← Inbound loads
        </Anchor>
        <Group justify="space-between" align="flex-start" mt={4} gap="sm">
          <div>
            <Group gap="sm" wrap="wrap">
              <Title order={1} style={{ overflowWrap: "anywhere" }}>
                {a.slug}
              </Title>
              <InboundStatusBadge status={a.status} size="lg" />
            </Group>
            <Text c="dimmed">
              {a.accountId ? (
                <Anchor component={Link} to={`/accounts/${a.accountId}`} inherit>
                  {a.accountName}
                </Anchor>
              ) : (
                a.accountName
              )}
              {" · "}
              {a.warehouseShortName}
              {" · Dock: "}
              {formatDock(a.scheduledDate, a.scheduledTime)}
            </Text>
          </div>
          <Group gap="xs">
            <Button component={Link} to={`/inbound/${a.slug}/edit`} size="xs" variant="default">
              Edit
            </Button>
            <Button component={Link} to={`/inbound/${a.slug}/inbound/new`} size="xs" variant="default">
              Clone
            </Button>
          </Group>
        </Group>
        <Group mt="xs">
          <InboundStatusActions activity={a} />
        </Group>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => {
          const to = tabs.find((t) => t.id === value);
          if (to) navigate(to.path);
        }}
      >
        {/* Tabs scroll sideways on a phone instead of wrapping into rows. */}
        <Tabs.List ref={tabList} style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.id} value={t.id} style={{ whiteSpace: "nowrap" }}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {typeof children === "function" ? children(a) : children}
    </Stack>
  );
}
