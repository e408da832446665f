import { TextInput } from "@mantine/core";
import { useUncontrolled } from "@mantine/hooks";
import { type ChangeEvent, type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from "react";
import { useRefusedScan } from "./use-refused-scan";

export interface BarcodeInputProps {
  /** Called with the trimmed, upper-cased barcode when Enter is pressed on a non-empty field. */
  onSubmit: (barcode: string) => void;
  /** Visible label; give `aria-label` instead on screens that show no label. */
  label?: ReactNode;
  "aria-label"?: string;
  /** Controlled text (always upper-case). Leave unset to let the field keep its own text. */
  value?: string;
  /** Called with the upper-cased text on every change. */
  onChange?: (value: string) => void;
  /** Empty the field after a submit, ready for the next scan. Defaults to true. */
  clearOnSubmit?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  disabled?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  name?: string;
  id?: string;
}

/**
 * Text field for barcodes, typed or sent by a keyboard-wedge scanner (fast keystrokes ending in
 * Enter). Barcode lookups are case-insensitive (SPEC §5), so the text is upper-cased as it is
 * typed and what the user sees is exactly what is looked up.
 *
 * A refused value (an `error` arrives) is selected whenever the field has focus, so the
 * scanner's next barcode replaces it instead of joining it (`CTSN0002CTSN0005`). The refusal is
 * also signalled strongly: red field and a short sound (the user can turn it off).
 */
export function BarcodeInput({
  onSubmit,
  label,
  "aria-label": ariaLabel,
  value,
  onChange,
  clearOnSubmit = true,
  autoFocus,
  placeholder,
  disabled,
  error,
  description,
  name,
  id,
}: BarcodeInputProps) {
  const [text, setText] = useUncontrolled({ value, onChange, finalValue: "" });
  const inputRef = useRef<HTMLInputElement>(null);
  // Replacing the DOM value with its upper-case form moves the caret to the end; remember where
  // it was so editing in the middle of a code keeps working.
  const caret = useRef<{ start: number; end: number } | null>(null);
  const refused = useRefusedScan(inputRef, error, disabled);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const pending = caret.current;
    caret.current = null;
    if (input && pending && document.activeElement === input) {
      input.setSelectionRange(pending.start, pending.end);
    }
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (input.selectionStart !== null && input.selectionEnd !== null) {
      caret.current = { start: input.selectionStart, end: input.selectionEnd };
    }
    setText(input.value.toUpperCase());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    // The scanner's Enter ends a scan; it must not also submit a surrounding form.
    event.preventDefault();
    const barcode = text.trim().toUpperCase();
    if (barcode === "") return;
    refused.markScanned();
    onSubmit(barcode);
    if (clearOnSubmit) setText("");
  };

  return (
    <TextInput
      ref={inputRef}
      id={id}
      name={name}
      label={label}
      aria-label={ariaLabel}
      description={description}
      error={error}
      placeholder={placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onFocus={refused.onFocus}
      data-refused={error ? true : undefined}
      styles={error ? { input: { backgroundColor: "var(--mantine-color-red-light)" } } : undefined}
      onBlur={() => {
        const trimmed = text.trim();
        if (trimmed !== text) setText(trimmed);
      }}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="characters"
      spellCheck={false}
      enterKeyHint="go"
    />
  );
}
