import { MantineProvider } from "@mantine/core";
import { type Audience, PERMISSION_IDS } from "@ops/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { siteKey } from "../session";
import { theme } from "../theme";
import { RecordFrame } from "./RecordFrame";
import { type RouteTab, tabHandle, withinTab } from "./route-tabs";

type Crate = { id: number; boxes: number; sealed: boolean };

const tab = (
  id: string,
  label: RouteTab["label"],
  order: number,
  shown?: (c: Crate) => boolean,
): RouteTab => ({
  frame: "crate",
  id,
  label,
  order,
  shown,
});
const notes = tab("notes", "Notes", 2);
const staff = ["operator"] as const;
const everyone = ["operator", "client"] as const;

/** A crate's screens as an area would declare them, out of order on purpose. */
const declared = [
  { path: "crates/:id/notes", audiences: everyone, tab: notes },
  { path: "crates/:id/notes/new", audiences: staff, tab: withinTab(notes) },
  { path: "crates/:id", audiences: everyone, tab: tab("overview", "Overview", 0) },
  { path: "crates/:id/boxes", audiences: everyone, tab: tab("boxes", (c: Crate) => `Boxes (${c.boxes})`, 1) },
  { path: "crates/:id/seal", audiences: everyone, tab: tab("seal", "Seal", 3, (c) => !c.sealed) },
  {
    path: "crates/:id/costs",
    audiences: staff,
    permission: "pricing.view" as const,
    tab: tab("costs", "Costs", 4),
  },
  { path: "crates/:id/audit", audiences: staff, tab: tab("audit", "Audit", 5) },
];

function Screen() {
  const id = Number(useParams().id);
  return (
    <RecordFrame
      record={{ id, boxes: 12, sealed: id === 2 }}
      header={<h1>Crate {id}</h1>}
      lacks={id === 3 ? ["boxes"] : []}
    >
      <p>screen</p>
    </RecordFrame>
  );
}

function renderAt(
  path: string,
  audience: Audience = "operator",
  permissions: readonly string[] = PERMISSION_IDS,
) {
  const router = createMemoryRouter(
    declared.map((route) => ({
      path: `/${route.path}`,
      handle: tabHandle(declared, route),
      element: <Screen />,
    })),
    { initialEntries: [path] },
  );
  const client = new QueryClient();
  client.setQueryData(siteKey, { user: { audience, permissions, entitlements: [] } } as never);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

const tabNames = () => screen.getAllByRole("tab").map((t) => t.textContent);
const selected = () => screen.getByRole("tab", { selected: true }).textContent;

describe("RecordFrame", () => {
  it("draws the tabs its routes declare, in their order, with labels read from the record", () => {
    renderAt("/crates/1");
    expect(screen.getByRole("heading", { name: "Crate 1" })).toBeInTheDocument();
    expect(tabNames()).toEqual(["Overview", "Boxes (12)", "Notes", "Seal", "Costs", "Audit"]);
  });

  it("leaves out a tab the record does not have and one the user may not open", () => {
    renderAt("/crates/2", "operator", ["activities.view"]);
    // Sealed already; the costs need a permission the user's roles lack.
    expect(tabNames()).toEqual(["Overview", "Boxes (12)", "Notes", "Audit"]);
  });

  it("leaves out a tab the frame says the record lacks", () => {
    renderAt("/crates/3");
    expect(tabNames()).toEqual(["Overview", "Notes", "Seal", "Costs", "Audit"]);
  });

  it("shows a client only the tabs of routes open to clients", () => {
    renderAt("/crates/1", "client");
    expect(tabNames()).toEqual(["Overview", "Boxes (12)", "Notes", "Seal"]);
  });

  it("selects the tab of the open route", () => {
    renderAt("/crates/1/boxes");
    expect(selected()).toBe("Boxes (12)");
  });

  it("keeps the tab selected on the tab's other screens", () => {
    renderAt("/crates/1/notes/new");
    expect(selected()).toBe("Notes");
  });

  it("opens a tab's route for the same record, and the selection follows the address", async () => {
    const user = userEvent.setup();
    const router = renderAt("/crates/7");
    expect(selected()).toBe("Overview");
    await user.click(screen.getByRole("tab", { name: "Notes" }));
    expect(router.state.location.pathname).toBe("/crates/7/notes");
    expect(selected()).toBe("Notes");
    await user.click(screen.getByRole("tab", { name: "Overview" }));
    expect(router.state.location.pathname).toBe("/crates/7");
    expect(selected()).toBe("Overview");
  });
});
