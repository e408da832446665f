import { EXTRA_PALLET_WARNING, TAKEBACK_PALLET_ID_MESSAGE } from "@ops/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { type AttributeErrors, type AttributeValues, attributeErrors } from "./AssetAttributesFields";
import { TakebackAssetFields } from "./TakebackAssetFields";

const MANIFEST = ["12345-123456-123", "12345-123456-999"];

/** Holds the attributes like the receiving form does; "Save" checks them with the domain schema. */
function Harness({ initial = {} }: { initial?: AttributeValues }) {
  const [value, setValue] = useState<AttributeValues>(initial);
  const [errors, setErrors] = useState<AttributeErrors>({});
  return (
    <form>
      <TakebackAssetFields
        value={value}
        onChange={setValue}
        errors={errors}
        onFieldError={(field, message) => setErrors((current) => ({ ...current, [field]: message }))}
        manifest={MANIFEST}
      />
      <button
        type="button"
        onClick={() => setErrors(attributeErrors("computer_maker_takeback", value, MANIFEST))}
      >
        Save
      </button>
      <output data-testid="pallet">{String(value.palletId ?? "")}</output>
    </form>
  );
}

function setup(initial?: AttributeValues) {
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={initial} />);
  return { user, pallet: screen.getByRole("textbox", { name: /Pallet ID/ }) };
}

const option = (name: string) => screen.getByRole("option", { name, hidden: true });

describe("TakebackAssetFields", () => {
  it("shows the spec's message for a malformed pallet id when the field is left", async () => {
    const { user, pallet } = setup();
    await user.type(pallet, "1234-123456-123");
    expect(screen.queryByText(TAKEBACK_PALLET_ID_MESSAGE)).toBeNull();
    await user.tab();
    expect(screen.getByText(TAKEBACK_PALLET_ID_MESSAGE)).toBeInTheDocument();
    // Correcting it clears the message as soon as it is typed.
    await user.clear(pallet);
    await user.type(pallet, "12345-123456-123");
    expect(screen.queryByText(TAKEBACK_PALLET_ID_MESSAGE)).toBeNull();
  });

  it("trims the pallet id when the field is left", async () => {
    const { user, pallet } = setup();
    await user.type(pallet, "  12345-123456-123  ");
    await user.tab();
    expect(screen.getByTestId("pallet")).toHaveTextContent(/^12345-123456-123$/);
    expect(pallet).toHaveValue("12345-123456-123");
    expect(screen.queryByText(TAKEBACK_PALLET_ID_MESSAGE)).toBeNull();
  });

  it("notes a pallet in the manifest quietly, with no warning and no exception needed", async () => {
    const { user } = setup({ palletId: "12345-123456-999", commodity: "Laptops", packaging: "pallet" });
    expect(screen.getByText("In the manifest")).toBeInTheDocument();
    expect(screen.queryByText(EXTRA_PALLET_WARNING)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.queryByText(/choose an exception/)).toBeNull();
  });

  it("warns about a pallet outside the manifest until Extra Pallet is chosen", async () => {
    const { user } = setup({ palletId: "54321-654321-1234", commodity: "Laptops", packaging: "box" });
    expect(screen.getByText(EXTRA_PALLET_WARNING)).toBeInTheDocument();
    expect(screen.queryByText("In the manifest")).toBeNull();

    // Another exception keeps the warning; Extra Pallet hides it.
    const exception = screen.getByRole("combobox", { name: /Exception/ });
    await user.click(exception);
    await user.click(option("Weight Discrepancy"));
    expect(screen.getByText(EXTRA_PALLET_WARNING)).toBeInTheDocument();
    await user.click(exception);
    await user.click(option("Extra Pallet"));
    expect(screen.queryByText(EXTRA_PALLET_WARNING)).toBeNull();
  });

  it("requires an exception for a pallet outside the manifest", async () => {
    const { user } = setup({ palletId: "54321-654321-1234", commodity: "Laptops", packaging: "gaylord" });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      screen.getByText(/This Pallet ID is not in the manifest: choose an exception/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: /Exception/ }));
    await user.click(option("Extra Pallet"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.queryByText(/choose an exception/)).toBeNull();
  });

  it("requires pallet id, commodity and packaging", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Pallet ID is required")).toBeInTheDocument();
    expect(screen.getByText("Commodity is required")).toBeInTheDocument();
    expect(screen.getByText("Packaging is required")).toBeInTheDocument();
  });
});
