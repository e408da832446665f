import { useForm } from "@mantine/form";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { SelectField } from "./SelectField";

const fruits = [
  { value: "a", label: "Apple" },
  { value: "b", label: "Banana" },
  { value: "c", label: "Blueberry" },
];

/** Holds the value like a form would, and reports every change. */
function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null;
  onChange: (v: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form>
      <SelectField
        label="Fruit"
        name="fruit"
        data={fruits}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </form>
  );
}

// happy-dom has no layout, so Floating UI reports the input as scrolled out of view and Mantine
// hides the dropdown with display:none. Queries therefore include hidden elements; whether the
// dropdown is open is checked through aria-expanded instead.
const options = () => screen.queryAllByRole("option", { hidden: true }).map((o) => o.textContent);
const option = (name: string) => screen.getByRole("option", { name, hidden: true });

function setup(initial: string | null = null) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  const input = screen.getByRole("combobox", { name: "Fruit" });
  return { onChange, user, input, view };
}

describe("SelectField", () => {
  it("shows the selected label and picks an option by click", async () => {
    const { user, input, onChange } = setup("a");
    expect(input).toHaveValue("Apple");

    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.click(input);
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(options()).toEqual(["Apple", "Banana", "Blueberry"]);
    expect(option("Apple")).toHaveAttribute("aria-selected", "true");
    await user.click(option("Banana"));

    expect(onChange).toHaveBeenLastCalledWith("b");
    expect(input).toHaveValue("Banana");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("filters options by the typed text", async () => {
    const { user, input } = setup();
    await user.type(input, "b");
    expect(options()).toEqual(["Banana", "Blueberry"]);
    await user.type(input, "lu");
    expect(options()).toEqual(["Blueberry"]);
  });

  it("selects an exact name typed in any case when leaving the field", async () => {
    const { user, input, onChange } = setup();
    await user.type(input, "  bANANA ");
    expect(onChange).not.toHaveBeenCalled();

    await user.tab();

    expect(onChange).toHaveBeenCalledExactlyOnceWith("b");
    expect(input).toHaveValue("Banana");
    expect(screen.getByDisplayValue("b")).toHaveAttribute("name", "fruit");
  });

  it("clears the value when the text is emptied", async () => {
    const { user, input, onChange } = setup("a");
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(input).toHaveValue("");
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("shows 'No results for' and the typed text when nothing matches", async () => {
    const { user, input } = setup();
    await user.type(input, "kiwi");
    expect(options()).toEqual([]);
    expect(screen.getByText("No results for kiwi")).toBeInTheDocument();
  });

  it("leaves a cleared choice cleared when partial text is typed and abandoned", async () => {
    const { user, input, onChange } = setup("c");
    await user.clear(input);
    await user.type(input, "Bluebe");
    await user.tab();
    // Clearing emptied the value; the partial text is not a choice, so nothing is selected.
    expect(input).toHaveValue("");
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("keeps the previous choice when partial text is typed over it and abandoned", async () => {
    const { user, input, onChange } = setup("c");
    await user.type(input, "x");
    expect(input).toHaveValue("Blueberryx");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(input).toHaveValue("Blueberry");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("reverts to empty when nothing was selected", async () => {
    const { user, input, onChange } = setup();
    await user.type(input, "kiwi");
    await user.tab();
    expect(input).toHaveValue("");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("is usable from the keyboard: arrows and Enter choose, Enter takes the first match", async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("b");
    expect(input).toHaveValue("Banana");

    await user.clear(input);
    await user.type(input, "blu{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("c");
    expect(input).toHaveValue("Blueberry");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("shows a new label when the value changes from outside", async () => {
    function Outside() {
      const [value, setValue] = useState<string | null>("a");
      return (
        <>
          <SelectField label="Fruit" data={fruits} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue("b")}>
            Pick banana
          </button>
          <button type="button" onClick={() => setValue(null)}>
            Reset
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Outside />);
    const input = screen.getByRole("combobox", { name: "Fruit" });
    expect(input).toHaveValue("Apple");
    await user.click(screen.getByRole("button", { name: "Pick banana" }));
    expect(input).toHaveValue("Banana");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(input).toHaveValue("");
  });

  it("drops its error as soon as another value is chosen, even if the form keeps the stale error", async () => {
    const user = userEvent.setup();
    function StaleError() {
      const [value, setValue] = useState<string | null>(null);
      // Like a form that only validates again on submit.
      return (
        <SelectField
          label="Fruit"
          data={fruits}
          value={value}
          onChange={setValue}
          error="Fruit is required"
        />
      );
    }
    renderWithProviders(<StaleError />);
    expect(screen.getByText("Fruit is required")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Fruit" }));
    await user.click(option("Banana"));
    expect(screen.queryByText("Fruit is required")).not.toBeInTheDocument();
  });

  it("takes a form's getInputProps as they are: value, change, focus (touched), blur (validation), error", async () => {
    const user = userEvent.setup();
    const seen: { values?: { fruit: string | null }; touched?: boolean } = {};
    function FormHarness() {
      const form = useForm<{ fruit: string | null }>({
        initialValues: { fruit: null },
        validate: { fruit: (value) => (value === null ? "Fruit is required" : null) },
        validateInputOnBlur: true,
      });
      seen.values = form.values;
      seen.touched = form.isTouched("fruit");
      return (
        <>
          <SelectField label="Fruit" data={fruits} {...form.getInputProps("fruit")} />
          <button type="button">Elsewhere</button>
        </>
      );
    }
    renderWithProviders(<FormHarness />);
    const input = screen.getByRole("combobox", { name: "Fruit" });
    expect(input).toHaveAttribute("data-path", "fruit");
    expect(seen.touched).toBe(false);

    await user.click(input);
    expect(seen.touched).toBe(true);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.getByText("Fruit is required")).toBeInTheDocument();

    await user.click(input);
    await user.click(option("Blueberry"));
    expect(seen.values).toEqual({ fruit: "c" });
    expect(input).toHaveValue("Blueberry");
    expect(screen.queryByText("Fruit is required")).not.toBeInTheDocument();
  });
});
