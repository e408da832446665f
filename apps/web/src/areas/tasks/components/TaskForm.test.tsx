import { type CreateTaskBody, createTask } from "@ops/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, setCallerFamily } from "../../../shared/endpoints";
import { fakeApi } from "../../../test/fake-api";
import { renderSignedIn } from "../../../test/render-signed-in";
import { TaskForm, taskFormValuesOf } from "./TaskForm";

afterEach(() => {
  vi.unstubAllGlobals();
  setCallerFamily(null);
});

const type = {
  id: 3,
  name: "General logistics",
  category: "general_logistics",
  description: null,
  defaultPriority: 50,
  active: true,
  taskCount: 0,
  groupCount: 0,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

function serve(onPost: () => { status: number; json: unknown }) {
  return fakeApi((method, url) => {
    if (url.startsWith("/spa/task_types")) return { json: { data: [type], total: 1 } };
    if (url.startsWith("/spa/task_groups")) return { json: { data: [], total: 0 } };
    if (url.startsWith("/spa/tasks/assignees"))
      return { json: { data: [{ id: 9, name: "Ramon Reyes", email: "r@x" }] } };
    if (method === "POST" && url === "/spa/tasks") return onPost();
    return { status: 404, json: { message: "not found" } };
  });
}

describe("TaskForm", () => {
  it("checks the title and type before sending, then shows the server's field errors on the fields", {
    timeout: 20_000,
  }, async () => {
    const posted = vi.fn(() => ({
      status: 422,
      json: {
        message: "The due date cannot be in the past",
        errors: { dueDate: ["The due date cannot be in the past"] },
      },
    }));
    const calls = serve(posted);
    const send = vi.fn((body: CreateTaskBody) => call(createTask, { body }));
    const user = userEvent.setup();
    renderSignedIn(
      <TaskForm
        name="TaskFormTest"
        initial={taskFormValuesOf(null)}
        submitLabel="Create task"
        cancelTo="/tasks"
        onSubmit={send}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Create task" }));
    expect(await screen.findByText("Give the task a title")).toBeInTheDocument();
    expect(screen.getByText("Choose the task's type")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.type(screen.getByRole("textbox", { name: /Title/ }), "Check the seals");
    await screen.findByPlaceholderText("Choose a type");
    const typeField = screen.getByRole("combobox", { name: /^Type/ });
    await user.type(typeField, "General logistics");
    await user.tab();
    await user.type(screen.getByLabelText("Due date"), "2020-01-01");
    await user.click(screen.getByRole("button", { name: "Create task" }));
    expect(await screen.findByText("The due date cannot be in the past")).toBeInTheDocument();
    expect(screen.getByLabelText("Due date")).toHaveAttribute("aria-invalid", "true");
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Check the seals",
        taskTypeId: 3,
        priority: 50,
        dueDate: "2020-01-01",
      }),
    );
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });
});
