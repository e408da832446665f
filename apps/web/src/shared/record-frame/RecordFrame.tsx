import { Stack, Tabs } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import { generatePath, useMatches, useNavigate } from "react-router";
import { canOpen } from "../route-access";
import { useSite } from "../session";
import type { FrameTab, TabHandle } from "./route-tabs";

/** The open route's tab, its frame's tabs and the route's path values, from the route handle. */
export function useRouteTabs(): {
  active?: string;
  tabs: readonly FrameTab[];
  params: Record<string, string>;
} {
  const match = useMatches().at(-1);
  const handle = (match?.handle ?? {}) as TabHandle;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match?.params ?? {}))
    if (value !== undefined) params[key] = value;
  return { active: handle.tab?.id, tabs: handle.frameTabs ?? [], params };
}

type Props<R> = {
  /** The record the tabs read (labels with counts, tabs only some records have). */
  record: R;
  /** The record's heading, status and actions, above the tabs. */
  header: ReactNode;
  /** Path values a tab needs besides the open route's (a canonical barcode, a linked request's number). */
  params?: Record<string, string>;
  /**
   * Tabs this record lacks, where telling takes more than the routes should load with the shell
   * (an asset's serials: the container types come with the asset schemas).
   */
  lacks?: readonly string[];
  children: ReactNode;
};

/**
 * The frame of a record's screens: its header, then the tabs its routes declare (each tab is
 * its own route, shown when the user may open it and the record has it), the open route's tab
 * selected, then the screen.
 */
export function RecordFrame<R>({ record, header, params, lacks = [], children }: Props<R>) {
  const route = useRouteTabs();
  const user = useSite().data?.user;
  const navigate = useNavigate();
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tabs scroll sideways: bring the open one into view (each tab is its own
  // route, so the frame mounts again on every tab).
  useEffect(() => {
    tabList.current?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, []);

  const values = { ...route.params, ...params };
  // The frame's routes declare their tabs for its record type (route-tabs.ts).
  const read = record as never;
  const tabs = route.tabs
    .filter(
      (tab) => (user ? canOpen(tab, user) : true) && (tab.shown?.(read) ?? true) && !lacks.includes(tab.id),
    )
    .map((tab) => ({
      id: tab.id,
      label: typeof tab.label === "string" ? tab.label : tab.label(read),
      to: generatePath(`/${tab.path}`, values),
    }));
  return (
    <Stack>
      {header}
      <Tabs
        value={route.active ?? null}
        onChange={(value) => {
          const to = tabs.find((t) => t.id === value)?.to;
          if (to) navigate(to);
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
      {children}
    </Stack>
  );
}
