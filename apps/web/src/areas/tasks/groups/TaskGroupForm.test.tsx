import type { TaskGroupDetail } from "@ops/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { type FakeAnswer, fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { useCreateTaskGroup, useUpdateTaskGroup } from "./api";
import { TaskGroupForm } from "./TaskGroupForm";

const stamp = "2026-11-01T00:00:00.000Z";
const type = (id: number, name: string, category: string, active = true) => ({
  id,
  name,
  category,
  description: null,
  defaultPriority: 50,
  active,
  taskCount: 0,
  groupCount: 0,
  createdAt: stamp,
  updatedAt: stamp,
});

const dock: TaskGroupDetail = {
  id: 4,
  name: "Dock crew",
  description: null,
  active: true,
  memberCount: 1,
  typeCount: 1,
  openTaskCount: 1,
  createdAt: stamp,
  updatedAt: stamp,
  members: [{ userId: 7, name: "Ramon Reyes", email: "ramon@example.com", active: true, openTaskCount: 1 }],
  types: [{ id: 3, name: "Old audit", category: "special_note", active: false }],
};

function serve(onWrite: (method: string, url: string) => FakeAnswer) {
  return fakeApi((method, url) => {
    if (url.startsWith("/spa/task_types"))
      return {
        json: {
          data: [
            type(1, "Dock check", "general_logistics"),
            type(2, "Alarm", "critical_alert"),
            type(3, "Old audit", "special_note", false),
          ],
          total: 3,
        },
      };
    if (url.startsWith("/spa/task_groups/member_options"))
      return {
        json: {
          data: [
            { id: 7, name: "Ramon Reyes", email: "ramon@example.com" },
            { id: 8, name: "Priya Patel", email: "priya@example.com" },
          ],
        },
      };
    if (method !== "GET") return onWrite(method, url);
    return { status: 404, json: { message: "Not found" } };
  });
}

function NewScreen() {
  const create = useCreateTaskGroup();
  return <TaskGroupForm save={(body) => create.mutateAsync(body)} />;
}

function EditScreen() {
  const update = useUpdateTaskGroup(dock.id);
  return <TaskGroupForm group={dock} save={(body) => update.mutateAsync(body)} />;
}

function render(screenElement: React.ReactNode) {
  renderSignedIn(
    <Routes>
      <Route path="/" element={screenElement} />
      <Route path="/tasks/groups" element={<p>The groups list</p>} />
    </Routes>,
  );
}

async function pick(label: RegExp, option: string) {
  const user = userEvent.setup();
  const input = screen.getByLabelText(label, { selector: "input" });
  await user.click(input);
  const list = () => document.getElementById(input.getAttribute("aria-controls") ?? "");
  await waitFor(() =>
    expect(within(list() as HTMLElement).getByRole("option", { name: option, hidden: true })).toBeTruthy(),
  );
  await user.click(within(list() as HTMLElement).getByRole("option", { name: option, hidden: true }));
}

const sent = (calls: { method: string; body: unknown }[]) =>
  calls.filter((c) => c.method !== "GET").map((c) => JSON.parse(String(c.body)));

// jsdom has no font loading; Mantine's autosizing description field listens for it.
beforeAll(() => {
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

describe("TaskGroupForm", { timeout: 30_000 }, () => {
  it("asks for a name before sending, then sends the chosen members and types", async () => {
    const calls = serve((method, url) =>
      method === "POST" && url === "/spa/task_groups"
        ? { status: 201, json: { ...dock, id: 9, name: "Night shift" } }
        : { status: 500 },
    );
    render(<NewScreen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Add task group" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(sent(calls)).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Night shift");
    await pick(/^Members/, "Priya Patel (priya@example.com)");
    await pick(/^Task types/, "Alarm · Critical alert");
    // An inactive type is not offered to a group that does not take it.
    await user.click(screen.getByLabelText(/^Task types/, { selector: "input" }));
    expect(screen.queryByRole("option", { name: /Old audit/, hidden: true })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add task group" }));
    expect(await screen.findByText("The groups list")).toBeInTheDocument();
    expect(sent(calls)).toEqual([
      { name: "Night shift", description: "", active: true, memberIds: [8], taskTypeIds: [2] },
    ]);
  });

  it("shows the server's field errors on the fields (a list's item on the list)", async () => {
    serve(() => ({
      status: 422,
      json: {
        message: "Casey Clarke is not operator staff: only active operators can be members",
        errors: {
          memberIds: ["Casey Clarke is not operator staff: only active operators can be members"],
          "taskTypeIds.0": ["No task type has id 99"],
        },
      },
    }));
    render(<NewScreen />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Mixed");
    await user.click(screen.getByRole("button", { name: "Add task group" }));
    expect(await screen.findByText("No task type has id 99")).toBeInTheDocument();
    expect(
      screen.getAllByText("Casey Clarke is not operator staff: only active operators can be members").length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText("The groups list")).toBeNull();
  });

  it("edits a group keeping its inactive type and warns about a member with open tasks", async () => {
    const calls = serve((method, url) =>
      method === "PUT" && url === "/spa/task_groups/4" ? { json: dock } : { status: 500 },
    );
    render(<EditScreen />);
    expect(screen.getByRole("heading", { name: "Edit Dock crew" })).toBeInTheDocument();
    expect(screen.getByText(/Ramon Reyes has 1 open task/)).toBeInTheDocument();
    await pick(/^Members/, "Priya Patel (priya@example.com)");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("The groups list")).toBeInTheDocument();
    expect(sent(calls)).toEqual([
      { name: "Dock crew", description: "", active: true, memberIds: [7, 8], taskTypeIds: [3] },
    ]);
  });
});
