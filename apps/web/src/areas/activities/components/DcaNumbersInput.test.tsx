import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { addDcaEntries, DcaNumbersInput } from "./DcaNumbersInput";

function Harness({ initial = [], suggestions = [] }: { initial?: string[]; suggestions?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <DcaNumbersInput value={value} onChange={setValue} suggestions={suggestions} />
      <output data-testid="value">{value.join("|")}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole("textbox", { name: "DCA Numbers" });
const shown = () => screen.getByTestId("value").textContent;

describe("DcaNumbersInput", () => {
  it("normalises each entry as it is added with Enter", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(field(), " dca-12 34/ab {Enter}");
    await user.type(field(), "12-ab#{Enter}");

    expect(shown()).toBe("1234AB|12AB");
    expect(screen.getByText("1234AB")).toBeInTheDocument();
    expect(field()).toHaveValue("");
  });

  it("refuses an entry with other letters and keeps it to correct", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(field(), "12é4{Enter}");

    expect(screen.getByText("DCA can only include numbers and letters")).toBeInTheDocument();
    expect(shown()).toBe("");
    expect(field()).toHaveValue("12é4");
  });

  it("says so when an entry is already in the list and adds it once", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={["1234"]} />);

    await user.type(field(), "DCA 1234{Enter}");

    expect(screen.getByText("DCA 1234 is already in the list")).toBeInTheDocument();
    expect(shown()).toBe("1234");
  });

  it("adds a partly typed entry when the field is left", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);

    await user.type(field(), "ab 77");
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));

    expect(shown()).toBe("AB77");
  });

  it("does not submit the surrounding form on Enter", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const user = userEvent.setup();
    renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Harness />
      </form>,
    );

    await user.type(field(), "55{Enter}");

    expect(shown()).toBe("55");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("filters the suggestions by what is typed, leaving out numbers already chosen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={["1200"]} suggestions={["1200", "1234", "9900"]} />);

    await user.type(field(), "dca12");

    const options = screen.getAllByRole("option", { hidden: true }).map((option) => option.textContent);
    expect(options).toEqual(["1234"]);
    await user.click(screen.getByRole("option", { name: "1234", hidden: true }));
    expect(shown()).toBe("1200|1234");
  });

  it("removes the last number with Backspace on an empty field", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial={["1", "2"]} />);

    await user.type(field(), "{Backspace}");

    expect(shown()).toBe("1");
  });
});

describe("addDcaEntries", () => {
  it("adds every entry of a pasted list and reports the first refusal", () => {
    expect(addDcaEntries(["A1"], "dca 10, a1; x-2\né9")).toEqual({
      list: ["A1", "10", "X2"],
      message: "DCA A1 is already in the list",
    });
  });
});
