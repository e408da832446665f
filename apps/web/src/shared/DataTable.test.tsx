import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import {
  clearDataTablePreferences,
  DataTable,
  type DataTableColumn,
  type DataTablePage,
  type DataTablePageParams,
} from "./DataTable";

interface Asset {
  id: number;
  name: string;
  serial: string;
}

const columns: DataTableColumn<Asset>[] = [
  { accessor: "name", title: "Name", sortable: true },
  { accessor: "serial", title: "Serial", sortable: true, sortKey: "serialNumber" },
];

function assets(count: number, from = 1): Asset[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i,
    name: `Asset ${from + i}`,
    serial: `S${from + i}`,
  }));
}

/** A fake server over `all`: pages the rows as asked, records every request. */
function server(all: Asset[]) {
  return vi.fn(async (params: DataTablePageParams): Promise<DataTablePage<Asset>> => {
    const start = (params.page - 1) * params.pageSize;
    return { data: all.slice(start, start + params.pageSize), total: all.length };
  });
}

const STORAGE_KEY = "preferences_datatable_assets";

function renderTable(
  fetchPage: ReturnType<typeof server>,
  extra: { onRowClick?: (row: Asset) => void } = {},
) {
  const user = userEvent.setup();
  renderWithProviders(
    <DataTable<Asset>
      columns={columns}
      fetchPage={fetchPage}
      queryKey={["assets"]}
      searchKey="assets"
      emptyText="No assets yet"
      {...extra}
    />,
  );
  return { user };
}

const lastParams = (fetchPage: ReturnType<typeof server>) => fetchPage.mock.lastCall?.[0];

describe("DataTable", () => {
  it("fetches the first page and renders its rows", async () => {
    const fetchPage = server(assets(3));
    renderTable(fetchPage);

    expect(await screen.findByText("Asset 2")).toBeInTheDocument();
    expect(screen.getByText("S3")).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(lastParams(fetchPage)).toEqual({ page: 1, pageSize: 25 });
    expect(screen.queryByText("No assets yet")).not.toBeInTheDocument();
  });

  it("shows that it is loading, and no empty text, until the page arrives", async () => {
    let answer: (page: DataTablePage<Asset>) => void = () => {};
    const fetchPage = vi.fn(
      () =>
        new Promise<DataTablePage<Asset>>((resolve) => {
          answer = resolve;
        }),
    );
    const { container } = renderWithProviders(
      <DataTable<Asset>
        columns={columns}
        fetchPage={fetchPage}
        queryKey={["assets"]}
        searchKey="assets"
        emptyText="No assets yet"
      />,
    );
    const region = container.querySelector("[aria-busy]");

    await waitFor(() => expect(region).toHaveAttribute("aria-busy", "true"));
    expect(screen.queryByText("No assets yet")).not.toBeInTheDocument();

    answer({ data: [], total: 0 });
    expect(await screen.findByText("No assets yet")).toBeInTheDocument();
    expect(region).toHaveAttribute("aria-busy", "false");
  });

  it("shows the empty text when there are no rows", async () => {
    renderTable(server([]));
    expect(await screen.findByText("No assets yet")).toBeInTheDocument();
  });

  it("pages through the server results", async () => {
    const fetchPage = server(assets(60));
    const { user } = renderTable(fetchPage);
    await screen.findByText("Asset 25");

    await user.click(screen.getByRole("button", { name: "3" }));

    expect(await screen.findByText("Asset 51")).toBeInTheDocument();
    expect(screen.queryByText("Asset 25")).not.toBeInTheDocument();
    expect(lastParams(fetchPage)).toEqual({ page: 3, pageSize: 25 });
  });

  it("changes the page size to one of 25, 50 and 100", async () => {
    const fetchPage = server(assets(120));
    const { user } = renderTable(fetchPage);
    await screen.findByText("Asset 25");

    await user.click(screen.getByRole("button", { name: "25" }));
    const sizes = screen.getAllByRole("menuitem", { hidden: true });
    expect(sizes.map((item) => item.textContent)).toEqual(["25", "50", "100"]);
    await user.click(screen.getByRole("menuitem", { name: "50", hidden: true }));

    expect(await screen.findByText("Asset 50")).toBeInTheDocument();
    expect(lastParams(fetchPage)).toEqual({ page: 1, pageSize: 50 });
  });

  it("sorts by a column, toggling the order, using the column's sort key", async () => {
    const fetchPage = server(assets(3));
    const { user } = renderTable(fetchPage);
    await screen.findByText("Asset 1");

    await user.click(screen.getByRole("button", { name: /Name/ }));
    await waitFor(() =>
      expect(lastParams(fetchPage)).toEqual({ page: 1, pageSize: 25, sort: "name", order: "asc" }),
    );

    await user.click(screen.getByRole("button", { name: /Name/ }));
    await waitFor(() => expect(lastParams(fetchPage)).toMatchObject({ sort: "name", order: "desc" }));

    // Sortable headers are focusable buttons, so sorting works from the keyboard too.
    screen.getByRole("button", { name: /Serial/ }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(lastParams(fetchPage)).toMatchObject({ sort: "serialNumber", order: "asc" }));
  });

  it("searches after typing stops, from the first page", async () => {
    const fetchPage = server(assets(60));
    const { user } = renderTable(fetchPage);
    await screen.findByText("Asset 25");
    await user.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(lastParams(fetchPage)).toEqual({ page: 2, pageSize: 25 }));

    await user.type(screen.getByRole("textbox", { name: "Search" }), " lap ");

    await waitFor(() => expect(lastParams(fetchPage)).toEqual({ page: 1, pageSize: 25, search: "lap" }));
    // Debounced: the half-typed words were never sent.
    const searches = fetchPage.mock.calls.map(([params]) => params.search).filter(Boolean);
    expect(searches).toEqual(["lap"]);

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("");
    await waitFor(() => expect(lastParams(fetchPage)).toEqual({ page: 1, pageSize: 25 }));
  });

  it("starts from the first page when the screen's filter changes", async () => {
    const fetchPage = server(assets(80));
    function Screen() {
      const [status, setStatus] = useState("active");
      return (
        <>
          <button type="button" onClick={() => setStatus("inactive")}>
            Inactive only
          </button>
          <DataTable<Asset>
            columns={columns}
            fetchPage={fetchPage}
            queryKey={["assets", { status }]}
            searchKey="assets"
          />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    await screen.findByText("Asset 25");
    await user.click(screen.getByRole("button", { name: "3" }));
    await waitFor(() => expect(lastParams(fetchPage)).toEqual({ page: 3, pageSize: 25 }));

    await user.click(screen.getByRole("button", { name: "Inactive only" }));

    await waitFor(() => expect(lastParams(fetchPage)).toEqual({ page: 1, pageSize: 25 }));
    expect(await screen.findByText("Asset 1")).toBeInTheDocument();
    // No request went out for page 3 of the new filter.
    expect(fetchPage.mock.calls.filter(([params]) => params.page === 3)).toHaveLength(1);
  });

  it("saves search text, sort and page size in session storage", async () => {
    const fetchPage = server(assets(3));
    const { user } = renderTable(fetchPage);
    await screen.findByText("Asset 1");

    await user.type(screen.getByRole("textbox", { name: "Search" }), "dell");
    await user.click(screen.getByRole("button", { name: /Serial/ }));

    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null")).toEqual({
        search: "dell",
        sort: "serialNumber",
        order: "asc",
        pageSize: 25,
      }),
    );
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("restores saved settings on mount", async () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ search: "hp", sort: "serialNumber", order: "desc", pageSize: 100 }),
    );
    const fetchPage = server(assets(3));
    renderTable(fetchPage);

    await screen.findByText("Asset 1");
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveValue("hp");
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(lastParams(fetchPage)).toEqual({
      page: 1,
      pageSize: 100,
      sort: "serialNumber",
      order: "desc",
      search: "hp",
    });
  });

  it("ignores saved settings it cannot use", async () => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ search: "hp", pageSize: 7 }));
    const fetchPage = server(assets(3));
    renderTable(fetchPage);

    await screen.findByText("Asset 1");
    expect(lastParams(fetchPage)).toEqual({ page: 1, pageSize: 25 });
  });

  it("clearDataTablePreferences forgets every table's settings and nothing else", () => {
    sessionStorage.setItem(STORAGE_KEY, "{}");
    localStorage.setItem("preferences_datatable_accounts", "{}");
    localStorage.setItem("preferences_dashboard", "{}");

    clearDataTablePreferences();

    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem("preferences_datatable_accounts")).toBeNull();
    expect(localStorage.getItem("preferences_dashboard")).toBe("{}");
  });

  it("opens a row by click or by Enter", async () => {
    const onRowClick = vi.fn();
    const { user } = renderTable(server(assets(3)), { onRowClick });

    await user.click(await screen.findByText("Asset 2"));
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 2, name: "Asset 2", serial: "S2" });

    const row = screen.getByText("Asset 3").closest("tr");
    expect(row).not.toBeNull();
    row?.focus();
    await user.keyboard("{Enter}");
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 3, name: "Asset 3", serial: "S3" });
  });

  it("offers a retry when loading fails", async () => {
    const fetchPage = vi
      .fn<(params: DataTablePageParams) => Promise<DataTablePage<Asset>>>()
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValue({ data: assets(1), total: 1 });
    const user = userEvent.setup();
    renderWithProviders(
      <DataTable<Asset> columns={columns} fetchPage={fetchPage} queryKey={["assets"]} searchKey="assets" />,
    );

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The list could not be loaded");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await screen.findByText("Asset 1")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
