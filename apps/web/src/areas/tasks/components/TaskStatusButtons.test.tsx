import type { TaskDetail } from "@ops/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { TaskStatusButtons } from "./TaskStatusButtons";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const task: TaskDetail = {
  id: 12,
  title: "Seal the cage",
  description: null,
  taskTypeId: 3,
  taskTypeName: "General logistics",
  category: "general_logistics",
  status: "assigned",
  priority: 50,
  dueDate: null,
  assigneeId: 9,
  assigneeName: "Ramon Reyes",
  groupId: null,
  groupName: null,
  activitySlug: null,
  assetBarcode: null,
  completedAt: null,
  createdBy: "Olivia Ortega",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  commentCount: 0,
  canWork: true,
  canEdit: true,
};

const names = () => screen.queryAllByRole("button").map((b) => b.textContent);

describe("TaskStatusButtons", () => {
  it("offers only the moves the status allows, and sends the one chosen", async () => {
    const calls = fakeApi(() => ({ json: { ...task, status: "in_progress" } }));
    const user = userEvent.setup();
    renderSignedIn(<TaskStatusButtons task={task} />);
    expect(names()).toEqual(["Unassign", "Start", "Cancel task"]);
    await user.click(screen.getByRole("button", { name: "Start" }));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe("/spa/tasks/12/status");
    expect(JSON.parse(String(put?.body))).toEqual({ status: "in_progress" });
  });

  it("asks before canceling; completes from in progress; reopens a completed task; shows nothing to outsiders", async () => {
    fakeApi(() => ({ json: task }));
    const user = userEvent.setup();
    const { unmount } = renderSignedIn(<TaskStatusButtons task={{ ...task, status: "in_progress" }} />);
    expect(names()).toEqual(["Hand back", "Complete", "Cancel task"]);
    await user.click(screen.getByRole("button", { name: "Cancel task" }));
    expect(await screen.findByText("Cancel this task?")).toBeInTheDocument();
    unmount();
    const second = renderSignedIn(<TaskStatusButtons task={{ ...task, status: "completed" }} />);
    expect(names()).toEqual(["Reopen"]);
    second.unmount();
    const third = renderSignedIn(<TaskStatusButtons task={{ ...task, status: "new", assigneeId: null }} />);
    expect(names()).toEqual(["Start", "Cancel task"]);
    third.unmount();
    renderSignedIn(<TaskStatusButtons task={{ ...task, canWork: false }} />);
    expect(names()).toEqual([]);
  });
});
