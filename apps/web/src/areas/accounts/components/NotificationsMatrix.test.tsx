import type { Contact } from "@ops/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { NotificationsMatrix } from "./NotificationsMatrix";
import { matrixFrom, type NotificationMatrix } from "./notifications-matrix";

const contact = (id: number, name: string, email: string | null): Contact => ({
  id,
  accountId: 1,
  firstName: name,
  lastName: "X",
  name,
  title: null,
  email,
  phone: null,
  notifications: [],
});

const contacts = [
  contact(1, "Grace", "grace@example.com"),
  contact(2, "Omar", "omar@example.com"),
  contact(3, "Nobody", null),
];

function Harness({ onChange }: { onChange: (m: NotificationMatrix) => void }) {
  const [value, setValue] = useState(() =>
    matrixFrom([{ kind: "load_received", contactIds: [1] }], contacts),
  );
  return (
    <NotificationsMatrix
      contacts={contacts}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("NotificationsMatrix", () => {
  it("shows each kind per contact and toggles a cell", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByRole("checkbox", { name: "Load received: Grace" })).toBeChecked();
    const omar = screen.getByRole("checkbox", { name: "Load received: Omar" });
    expect(omar).not.toBeChecked();
    await user.click(omar);
    expect(omar).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ load_received: [1, 2] }));
  });

  it("does not offer contacts without an email", () => {
    renderWithProviders(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole("checkbox", { name: "Invoice issued: Nobody" })).toBeDisabled();
    expect(screen.getByText("No email")).toBeInTheDocument();
  });

  it("turns a whole row on and off for the contacts that can be notified", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onChange={onChange} />);
    const everyone = screen.getByRole("checkbox", { name: "Load received: everyone" });
    // One of two reachable contacts: the row's own box is neither on nor off.
    expect(everyone).toHaveAttribute("data-indeterminate", "true");
    await user.click(everyone);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ load_received: [1, 2] }));
    expect(screen.getByRole("checkbox", { name: "Load received: Nobody" })).not.toBeChecked();
    await user.click(everyone);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ load_received: [] }));
  });
});
