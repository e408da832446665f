import type { ClassAttribute } from "@ops/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { AttributeChange } from "../classes-api";
import { AttributeListEditor } from "./AttributeListEditor";

const CLASS = 7;
const saved: ClassAttribute[] = [
  { id: 1, name: "Storage", kind: "number", options: [], required: true, classIds: [CLASS], updatedAt: "" },
  {
    id: 2,
    name: "Colour",
    kind: "choice",
    options: ["Black"],
    required: false,
    classIds: [3, CLASS],
    updatedAt: "",
  },
];

function setup(apply = vi.fn(async (_: AttributeChange[]) => {})) {
  const onDone = vi.fn();
  const fail = vi.fn((error: unknown) => (error as { fields?: Record<string, string> }).fields ?? {});
  const user = userEvent.setup();
  renderWithProviders(
    <AttributeListEditor
      classId={CLASS}
      saved={saved}
      apply={apply}
      onDone={onDone}
      onCancel={() => {}}
      fail={fail}
    />,
  );
  return { user, apply, onDone, fail };
}

/** Picks an option of a Mantine select (every select keeps its own list in the page). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getByLabelText(label, { selector: "input" });
  await user.click(input);
  const listbox = document.getElementById(input.getAttribute("aria-controls") ?? "") as HTMLElement;
  await user.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

describe("AttributeListEditor", () => {
  it("adds a choice with options, removes a shared attribute from this class only, and sends only the changes", async () => {
    const { user, apply, onDone } = setup();
    expect(screen.getAllByTestId("attribute-row")).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: "Attribute 1 name" })).toHaveValue("Storage");

    await user.click(screen.getByRole("button", { name: "Remove attribute 2" }));
    await user.click(screen.getByRole("button", { name: "Add attribute" }));
    await user.type(screen.getByRole("textbox", { name: "Attribute 2 name" }), "Grade");
    await choose(user, "Attribute 2 kind", "Choice");
    await user.type(screen.getByLabelText(/Attribute 2 options/, { selector: "input" }), "A{Enter}B{Enter}");
    await user.click(screen.getByRole("checkbox", { name: "Attribute 2 required" }));
    await user.click(screen.getByRole("button", { name: "Save attributes" }));

    expect(apply).toHaveBeenCalledWith([
      {
        op: "update",
        id: 2,
        body: { name: "Colour", kind: "choice", options: ["Black"], required: false, classIds: [3] },
      },
      {
        op: "create",
        row: 1,
        body: { name: "Grade", kind: "choice", options: ["A", "B"], required: true, classIds: [CLASS] },
      },
    ]);
    expect(onDone).toHaveBeenCalledWith(2);
  });

  it("refuses a choice without options and a name used twice before sending anything", async () => {
    const { user, apply } = setup();
    await user.click(screen.getByRole("button", { name: "Add attribute" }));
    await user.type(screen.getByRole("textbox", { name: "Attribute 3 name" }), "storage");
    await choose(user, "Attribute 3 kind", "Choice");
    await user.click(screen.getByRole("button", { name: "Save attributes" }));
    expect(screen.getByText("A choice needs at least one option")).toBeInTheDocument();
    expect(screen.getByText("Two attributes of this class have this name")).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the row whose call failed", async () => {
    const apply = vi.fn(async () => {
      throw Object.assign(new Error("An attribute with this name already exists"), {
        changeIndex: 0,
        fields: { name: "An attribute with this name already exists" },
      });
    });
    const { user, onDone, fail } = setup(apply);
    await user.click(screen.getByRole("button", { name: "Add attribute" }));
    await user.type(screen.getByRole("textbox", { name: "Attribute 3 name" }), "Weight class");
    await user.click(screen.getByRole("button", { name: "Save attributes" }));
    expect(fail).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    const row = screen.getAllByTestId("attribute-row")[2] as HTMLElement;
    expect(within(row).getByText("An attribute with this name already exists")).toBeInTheDocument();
  });
});
