import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { BarcodeInput } from "./BarcodeInput";

describe("BarcodeInput", () => {
  it("upper-cases what is typed, shown and passed on", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BarcodeInput label="Barcode" onSubmit={() => {}} onChange={onChange} />);
    const input = screen.getByLabelText("Barcode");

    await user.type(input, "ab-12c");

    expect(input).toHaveValue("AB-12C");
    expect(onChange).toHaveBeenLastCalledWith("AB-12C");
  });

  it("keeps the caret in place when editing inside the code", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BarcodeInput aria-label="Barcode" onSubmit={() => {}} />);
    const input = screen.getByRole("textbox", { name: "Barcode" });

    await user.type(input, "AC");
    await user.type(input, "b", { initialSelectionStart: 1, initialSelectionEnd: 1 });
    await user.keyboard("x");

    expect(input).toHaveValue("ABXC");
  });

  it("submits the trimmed code on Enter, clears the field and keeps focus for the next scan", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BarcodeInput label="Barcode" onSubmit={onSubmit} autoFocus />);
    const input = screen.getByLabelText("Barcode");
    expect(input).toHaveFocus();

    await user.keyboard("  pal-00012 {Enter}");
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith("PAL-00012");
    expect(input).toHaveValue("");
    expect(input).toHaveFocus();

    await user.keyboard("next{Enter}");
    expect(onSubmit).toHaveBeenLastCalledWith("NEXT");
  });

  it("ignores Enter on an empty or blank field", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BarcodeInput label="Barcode" onSubmit={onSubmit} />);
    const input = screen.getByLabelText("Barcode");

    await user.type(input, "{Enter}");
    await user.type(input, "   {Enter}");

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("can keep the code after submitting", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<BarcodeInput label="Barcode" onSubmit={onSubmit} clearOnSubmit={false} />);
    const input = screen.getByLabelText("Barcode");

    await user.type(input, "abc{Enter}");

    expect(onSubmit).toHaveBeenCalledWith("ABC");
    expect(input).toHaveValue("ABC");
  });

  it("does not submit a surrounding form on Enter", async () => {
    const onFormSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <form onSubmit={onFormSubmit}>
        <BarcodeInput label="Barcode" onSubmit={onSubmit} />
        <button type="submit">Save</button>
      </form>,
    );

    await user.type(screen.getByLabelText("Barcode"), "abc{Enter}");

    expect(onSubmit).toHaveBeenCalledWith("ABC");
    expect(onFormSubmit).not.toHaveBeenCalled();
  });

  it("works controlled", async () => {
    const onSubmit = vi.fn();
    function Controlled() {
      const [code, setCode] = useState("");
      return (
        <>
          <BarcodeInput label="Barcode" value={code} onChange={setCode} onSubmit={onSubmit} />
          <output>{code}</output>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);

    await user.type(screen.getByLabelText("Barcode"), "xy");
    expect(screen.getByRole("status")).toHaveTextContent("XY");
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("XY");
    expect(screen.getByLabelText("Barcode")).toHaveValue("");
  });

  describe("a refused scan", () => {
    /** Like the receiving screen: keeps the code, checks it (field disabled meanwhile), refuses duplicates. */
    function Receiving({ received }: { received: string[] }) {
      const [code, setCode] = useState("");
      const [error, setError] = useState<string | undefined>();
      const [busy, setBusy] = useState(false);
      return (
        <BarcodeInput
          label="Barcode"
          value={code}
          onChange={(text) => {
            setCode(text);
            setError(undefined);
          }}
          clearOnSubmit={false}
          disabled={busy}
          error={error}
          autoFocus
          onSubmit={(barcode) => {
            setBusy(true);
            setTimeout(() => {
              setBusy(false);
              if (received.includes(barcode)) setError(`${barcode} was already received`);
              else {
                received.push(barcode);
                setCode("");
              }
            }, 5);
          }}
        />
      );
    }

    it("is selected, so the next scan replaces it instead of joining it", async () => {
      const received = ["CTSN0002"];
      const user = userEvent.setup();
      renderWithProviders(<Receiving received={received} />);
      const input = screen.getByLabelText("Barcode");

      await user.keyboard("ctsn0002{Enter}");
      expect(await screen.findByText("CTSN0002 was already received")).toBeInTheDocument();
      // Focus and selection come back once the field is enabled again, a render after the message.
      await waitFor(() => {
        expect(input).toHaveFocus();
        expect([
          (input as HTMLInputElement).selectionStart,
          (input as HTMLInputElement).selectionEnd,
        ]).toEqual([0, 8]);
      });
      expect(input).toHaveValue("CTSN0002");

      await user.keyboard("ctsn0005{Enter}");
      // The scan is accepted after the simulated server answers; the field clears on the re-render
      // that follows, so wait for both rather than for the array alone.
      await vi.waitFor(() => {
        expect(received).toContain("CTSN0005");
        expect(input).toHaveValue("");
      });
      expect(received).not.toContain("CTSN0002CTSN0005");
    });

    it("marks the field as refused until the text changes", async () => {
      const user = userEvent.setup();
      renderWithProviders(<Receiving received={["B1"]} />);
      const input = screen.getByLabelText("Barcode");

      await user.keyboard("b1{Enter}");
      await screen.findByText("B1 was already received");
      expect(input).toHaveAttribute("data-refused");
      await user.keyboard("b2");
      expect(input).not.toHaveAttribute("data-refused");
    });
  });
});
