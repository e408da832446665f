import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { type AttributeErrors, type AttributeValues, attributeErrors } from "./AssetAttributesFields";
import { addPalletIds, CableAssetFields } from "./CableAssetFields";

function Harness() {
  const [value, setValue] = useState<AttributeValues>({});
  const [errors, setErrors] = useState<AttributeErrors>({});
  return (
    <form>
      <CableAssetFields value={value} onChange={setValue} errors={errors} />
      <button type="button" onClick={() => setErrors(attributeErrors("cable_client", value))}>
        Save
      </button>
    </form>
  );
}

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<Harness />);
  return {
    user,
    field: screen.getByRole("textbox", { name: "CPE Pallet Ids" }),
    notes: screen.getByRole("textbox", { name: /Notes/ }),
  };
}

describe("CableAssetFields", () => {
  it("requires at least one CPE pallet id", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("CPE Pallet Ids are required")).toBeInTheDocument();
  });

  it("adds ids with Enter and on leaving the field, and rewrites the notes with every change", async () => {
    const { user, field, notes } = setup();
    await user.type(field, "CPE-1{Enter}");
    expect(notes).toHaveValue("CPE-1");
    // A partly typed entry is added when the field is left.
    await user.type(field, "CPE-2");
    await user.tab();
    expect(notes).toHaveValue("CPE-1, CPE-2");
    // The pill's remove button is left out of the tab order and the accessibility tree by Mantine.
    await user.click(screen.getByLabelText("Remove CPE-1"));
    expect(notes).toHaveValue("CPE-2");
    expect(screen.queryByText("CPE Pallet Ids are required")).toBeNull();
  });

  it("refuses a repeated id and keeps it in the field to correct", async () => {
    const { user, field, notes } = setup();
    await user.type(field, "CPE-1{Enter}CPE-1{Enter}");
    expect(screen.getByText("CPE-1 is already in the list")).toBeInTheDocument();
    expect(field).toHaveValue("CPE-1");
    expect(notes).toHaveValue("CPE-1");
  });

  it("splits a pasted list", () => {
    expect(addPalletIds(["A"], "B, C;A\nD")).toEqual({
      list: ["A", "B", "C", "D"],
      message: "A is already in the list",
    });
  });
});
