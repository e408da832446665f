import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { formatTime12, parseTime12, TIME_SLOTS, TimeField } from "./TimeField";

// See SelectField.test.tsx: happy-dom cannot lay out the dropdown, so hidden options are queried.
const optionLabels = () => screen.queryAllByRole("option", { hidden: true }).map((o) => o.textContent);

function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null;
  onChange: (v: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <TimeField
      label="Pickup time"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function setup(initial: string | null = null) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  return { onChange, user, input: screen.getByRole("combobox", { name: "Pickup time" }) };
}

describe("formatTime12", () => {
  it("labels times on a 12-hour clock", () => {
    expect(formatTime12("00:00")).toBe("12:00 AM");
    expect(formatTime12("00:05")).toBe("12:05 AM");
    expect(formatTime12("09:30")).toBe("9:30 AM");
    expect(formatTime12("12:00")).toBe("12:00 PM");
    expect(formatTime12("14:05")).toBe("2:05 PM");
    expect(formatTime12("23:55")).toBe("11:55 PM");
  });

  it("returns text that is not HH:mm unchanged", () => {
    expect(formatTime12("25:00")).toBe("25:00");
    expect(formatTime12("soon")).toBe("soon");
  });
});

describe("parseTime12", () => {
  it("reads 12-hour and 24-hour input into HH:mm", () => {
    expect(parseTime12("2:05 pm")).toBe("14:05");
    expect(parseTime12(" 2:05PM ")).toBe("14:05");
    expect(parseTime12("2 p.m.")).toBe("14:00");
    expect(parseTime12("205pm")).toBe("14:05");
    expect(parseTime12("12:00 am")).toBe("00:00");
    expect(parseTime12("12:30 pm")).toBe("12:30");
    expect(parseTime12("14:05")).toBe("14:05");
    expect(parseTime12("2:05")).toBe("02:05");
  });

  it("rejects times off the 5-minute grid and impossible times", () => {
    expect(parseTime12("2:03 pm")).toBeNull();
    expect(parseTime12("14:03")).toBeNull();
    expect(parseTime12("13:00 pm")).toBeNull();
    expect(parseTime12("0:00 am")).toBeNull();
    expect(parseTime12("24:00")).toBeNull();
    expect(parseTime12("2:60 pm")).toBeNull();
    expect(parseTime12("noon")).toBeNull();
  });
});

describe("TIME_SLOTS", () => {
  it("covers the day in 5-minute steps with 12-hour labels", () => {
    expect(TIME_SLOTS).toHaveLength(288);
    expect(TIME_SLOTS[0]).toEqual({ value: "00:00", label: "12:00 AM" });
    expect(TIME_SLOTS[1]).toEqual({ value: "00:05", label: "12:05 AM" });
    expect(TIME_SLOTS[144]).toEqual({ value: "12:00", label: "12:00 PM" });
    expect(TIME_SLOTS[287]).toEqual({ value: "23:55", label: "11:55 PM" });
    expect(TIME_SLOTS.every((slot) => Number(slot.value.slice(3)) % 5 === 0)).toBe(true);
  });
});

describe("TimeField", () => {
  it("shows the value as a 12-hour label", () => {
    setup("14:05");
    expect(screen.getByRole("combobox", { name: "Pickup time" })).toHaveValue("2:05 PM");
  });

  it("offers only 5-minute steps", async () => {
    const { user, input } = setup();
    await user.type(input, "2:0");
    expect(optionLabels()).toEqual([
      "12:00 AM",
      "12:05 AM",
      "2:00 AM",
      "2:05 AM",
      "12:00 PM",
      "12:05 PM",
      "2:00 PM",
      "2:05 PM",
    ]);
    await user.clear(input);
    await user.type(input, "2:03");
    expect(optionLabels()).toEqual([]);
    expect(screen.getByText("No results for 2:03")).toBeInTheDocument();
  });

  it("resolves typed '2:05 pm' to 14:05 on blur", async () => {
    const { user, input, onChange } = setup();
    await user.type(input, "2:05 pm");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith("14:05");
    expect(input).toHaveValue("2:05 PM");
  });

  it("resolves 24-hour input that is not a label substring", async () => {
    const { user, input, onChange } = setup();
    await user.type(input, "14:05");
    expect(optionLabels()).toEqual(["2:05 PM"]);
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("14:05");
    expect(input).toHaveValue("2:05 PM");
  });

  it("does not accept a time off the grid", async () => {
    const { user, input, onChange } = setup("09:00");
    await user.clear(input);
    await user.type(input, "2:03 pm");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue("");
  });

  it("picks midnight and noon from the list", async () => {
    const { user, input, onChange } = setup();
    await user.type(input, "12:00");
    expect(optionLabels()).toEqual(["12:00 AM", "12:00 PM"]);
    await user.click(screen.getByRole("option", { name: "12:00 PM", hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith("12:00");
    await user.clear(input);
    await user.type(input, "12:00 AM");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith("00:00");
  });

  it("still shows a stored time that is off the grid", () => {
    setup("14:03");
    expect(screen.getByRole("combobox", { name: "Pickup time" })).toHaveValue("2:03 PM");
  });

  it("opens an empty list at the working day (7:00 AM), not midnight", async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this.textContent ?? "");
    });
    const { user, input } = setup();
    await user.click(input);
    await vi.waitFor(() => expect(scrolled).toContain("7:00 AM"));
    // Only shown there: nothing is chosen until the user picks.
    expect(input).toHaveValue("");
    vi.restoreAllMocks();
  });
});
