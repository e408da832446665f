import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubPhone } from "../test/media";
import { renderWithProviders } from "../test/render";
import type { DataTablePageParams } from "./DataTable";
import { ChangeLines, EventsTable, type EventsTableColumn } from "./EventsTable";

interface Row {
  id: number;
  what: string;
  lines: string[];
}

const columns: EventsTableColumn<Row>[] = [
  { header: "Action", cell: (e) => e.what },
  { header: "Changes", cell: (e) => <ChangeLines lines={e.lines} /> },
];

function rows(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    what: `Event ${i + 1}`,
    lines: [`n: ${i} → ${i + 1}`],
  }));
}

function server(all: Row[]) {
  return vi.fn(async (params: DataTablePageParams) => {
    const start = (params.page - 1) * params.pageSize;
    return { data: all.slice(start, start + params.pageSize), total: all.length };
  });
}

describe("EventsTable", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows each event as a card of labelled rows on a phone", async () => {
    stubPhone();
    renderWithProviders(
      <EventsTable
        queryKey={["t", "phone"]}
        fetchPage={server(rows(2))}
        columns={columns}
        emptyText="None."
        minWidth={400}
      />,
    );
    const list = await screen.findByRole("list", { name: "Events" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText("Action")).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText("Event 1")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("n: 1 → 2")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("asks for the newest first, 25 a page, and pages on", async () => {
    const fetchPage = server(rows(30));
    renderWithProviders(
      <EventsTable
        queryKey={["t", "paged"]}
        fetchPage={fetchPage}
        columns={columns}
        emptyText="None."
        minWidth={400}
      />,
    );
    const table = await screen.findByRole("table", { name: "Events" });
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, pageSize: 25, order: "desc" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Action", "Changes"]);
    expect(within(table).getByText("n: 0 → 1")).toBeTruthy();
    expect(screen.getByText("30 events")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "2" }));
    expect(await screen.findByText("Event 26")).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, pageSize: 25, order: "desc" });
  });

  it("says so when there are no events", async () => {
    renderWithProviders(
      <EventsTable
        queryKey={["t", "empty"]}
        fetchPage={server([])}
        columns={columns}
        emptyText="No events yet."
        minWidth={400}
      />,
    );
    expect(await screen.findByText("No events yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("offers a retry when the events cannot be loaded", async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValue({ data: rows(1), total: 1 });
    renderWithProviders(
      <EventsTable
        queryKey={["t", "fail"]}
        fetchPage={fetchPage}
        columns={columns}
        emptyText="None."
        minWidth={400}
      />,
    );
    expect(await screen.findByText("The events could not be loaded")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1 event")).toBeTruthy();
  });
});
