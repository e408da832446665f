import type { PriceList } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PriceEditor, usePriceRows } from "./PriceEditor";
import { type PriceRow, rowsFromPriceList, toPricesBody } from "./price-editor-rows";

const saved: PriceList = {
  version: 2,
  createdBy: "Olivia Ortega",
  createdAt: "2026-03-02T10:15:00.000Z",
  entries: [
    {
      productId: 7,
      serviceId: null,
      itemName: "Laptop",
      method: "lump_sum",
      customName: null,
      unit: "pallet",
      price: "12.50",
    },
  ],
};

/** Holds the rows like the edit screen does; "Check" validates them as Save would. */
function Harness({
  initial,
  onBody,
  onSubmit,
}: {
  initial: PriceRow[];
  onBody: (body: unknown) => void;
  onSubmit: () => void;
}) {
  const state = usePriceRows(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <PriceEditor state={state} />
      <button
        type="button"
        onClick={() => {
          const result = toPricesBody(state.rows, 2);
          if (result.ok) onBody(result.body);
          else state.setErrors(result.errors.rows);
        }}
      >
        Check
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

function setup(list: PriceList = saved) {
  const onBody = vi.fn();
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={rowsFromPriceList(list)} onBody={onBody} onSubmit={onSubmit} />);
  return { user, onBody, onSubmit };
}

const price = (line: number) => screen.getByRole("textbox", { name: `Price, line ${line}` });
const item = (line: number) => screen.getByRole("combobox", { name: `Item, line ${line}` });
const method = (line: number) => screen.getByLabelText(`Method, line ${line}`, { selector: "input" });
const unit = (line: number) => screen.getByLabelText(`Unit, line ${line}`, { selector: "input" });

afterEach(() => vi.restoreAllMocks());

describe("PriceEditor", () => {
  it("shows the saved lines with money formatting", () => {
    setup();
    expect(item(1)).toHaveValue("Laptop");
    expect(method(1)).toHaveValue("Lump sum");
    expect(unit(1)).toHaveValue("Pallet");
    expect(price(1)).toHaveValue("$12.50");
  });

  it("adds a line like the one before it and puts the cursor in its item", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Add line" }));
    expect(method(2)).toHaveValue("Lump sum");
    expect(unit(2)).toHaveValue("Pallet");
    expect(price(2)).toHaveValue("");
    expect(item(2)).toHaveFocus();
  });

  it("Enter in the last price adds a line; in another price it moves to the next line", async () => {
    const { user, onSubmit } = setup();
    await user.click(price(1));
    await user.keyboard("{Enter}");
    expect(screen.getAllByTestId("price-row")).toHaveLength(2);
    expect(item(2)).toHaveFocus();

    await user.click(price(1));
    await user.keyboard("{Enter}");
    expect(screen.getAllByTestId("price-row")).toHaveLength(2);
    expect(item(2)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("reveals a name input for a custom method and requires it", async () => {
    const { user, onBody } = setup();
    expect(screen.queryByRole("textbox", { name: "Custom method name, line 1" })).toBeNull();
    await user.click(method(1));
    await user.click(screen.getByRole("option", { name: "Custom", hidden: true }));
    const name = screen.getByRole("textbox", { name: "Custom method name, line 1" });

    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(await screen.findByText("A custom method needs a name")).toBeInTheDocument();
    expect(onBody).not.toHaveBeenCalled();

    await user.type(name, "Per drive");
    // Typing clears the error of that field.
    expect(screen.queryByText("A custom method needs a name")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(onBody).toHaveBeenCalledWith({
      baseVersion: 2,
      entries: [
        {
          productId: 7,
          serviceId: null,
          method: "custom",
          customName: "Per drive",
          unit: "pallet",
          price: "12.5",
        },
      ],
    });
  });

  it("puts each error on its own line and field", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Add line" }));
    await user.type(price(2), "5");
    await user.clear(price(1));
    await user.click(screen.getByRole("button", { name: "Check" }));
    const [first, second] = screen.getAllByTestId("price-row") as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Enter a price")).toBeInTheDocument();
    expect(within(second).getByText("Choose a product or a service")).toBeInTheDocument();
    expect(within(second).queryByText("Enter a price")).toBeNull();
  });

  it("removes lines, keeping one empty line to type into", async () => {
    const { user, onBody } = setup();
    await user.click(screen.getByRole("button", { name: "Remove line 1" }));
    expect(screen.getAllByTestId("price-row")).toHaveLength(1);
    expect(item(1)).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect(onBody).toHaveBeenCalledWith({ baseVersion: 2, entries: [] });
  });

  it("searches products and services on the server as the user types", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new URL(String(input), "http://localhost");
      const search = url.searchParams.get("search") ?? "";
      const all = [
        { kind: "product", id: 7, name: "Laptop" },
        { kind: "service", id: 3, name: "Laptop wiping" },
        { kind: "product", id: 9, name: "Tablet" },
      ];
      const found = all.filter((i) => i.name.toLowerCase().includes(search.toLowerCase()));
      return new Response(JSON.stringify(found), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    const { user, onBody } = setup({ ...saved, entries: [] });
    await user.type(item(1), "wip");
    // One request for what was typed once typing pauses, not one per keystroke.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/spa/pricing/items?search=wip"),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain("/spa/pricing/items?search=wi");
    const listbox = () => document.getElementById(item(1).getAttribute("aria-controls") ?? "") as HTMLElement;
    await waitFor(() => expect(within(listbox()).getAllByRole("option", { hidden: true })).toHaveLength(1));
    const option = within(listbox()).getByRole("option", { name: /Laptop wiping/, hidden: true });
    expect(within(option).getByText("Service")).toBeInTheDocument();
    await user.click(option);
    expect(item(1)).toHaveValue("Laptop wiping");

    await user.type(price(1), "4.5");
    await user.click(screen.getByRole("button", { name: "Check" }));
    await waitFor(() =>
      expect(onBody).toHaveBeenCalledWith({
        baseVersion: 2,
        entries: [
          {
            productId: null,
            serviceId: 3,
            method: "unit_price",
            customName: null,
            unit: "lbs",
            price: "4.5",
          },
        ],
      }),
    );
  });

  it("Enter right after typing takes the first match once it arrives, without submitting the form", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const search = new URL(String(input), "http://localhost").searchParams.get("search") ?? "";
      const found = search
        ? [{ kind: "product", id: 9, name: "Tablet" }]
        : [{ kind: "product", id: 7, name: "Laptop" }];
      return new Response(JSON.stringify(found), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    const { user, onSubmit } = setup({ ...saved, entries: [] });
    await user.type(item(1), "tab{Enter}");
    await waitFor(() => expect(item(1)).toHaveValue("Tablet"));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
