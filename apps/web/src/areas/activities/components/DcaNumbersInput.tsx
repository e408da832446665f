import { Combobox, Pill, PillsInput, useCombobox } from "@mantine/core";
import { DCA_CHARACTERS_MESSAGE, isValidDca, normaliseDca } from "@ops/domain";
import { type KeyboardEvent, type ReactNode, useMemo, useState } from "react";

export interface DcaNumbersInputProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** DCA numbers already used on the account, offered as the user types. */
  suggestions?: readonly string[];
  /** The form's error for the whole list (e.g. required for serialized assets). */
  error?: ReactNode;
  required?: boolean;
  label?: ReactNode;
  description?: ReactNode;
}

/** At most this many suggestions are listed; typing narrows them. */
const SUGGESTION_LIMIT = 12;

/**
 * Adds typed entries to the list, each normalised (SPEC §5): a pasted list separated by commas,
 * semicolons or new lines adds each entry. Answers the new list and the first refusal, if any.
 */
export function addDcaEntries(
  list: readonly string[],
  text: string,
): { list: string[]; message: string | null } {
  const next = [...list];
  let message: string | null = null;
  for (const part of text.split(/[,;\n]+/)) {
    const value = normaliseDca(part);
    if (value === "") continue;
    if (!isValidDca(value)) message ??= DCA_CHARACTERS_MESSAGE;
    else if (next.includes(value)) message ??= `DCA ${value} is already in the list`;
    else next.push(value);
  }
  return { list: next, message };
}

/**
 * Tag input for a cable client's DCA numbers. Enter (a scanner's end of scan) or leaving the
 * field adds what was typed, normalised; invalid and repeated entries are refused with a message
 * and left in the field to correct. Suggestions are filtered by the typed text.
 */
export function DcaNumbersInput({
  value,
  onChange,
  suggestions = [],
  error,
  required,
  label = "DCA Numbers",
  description = "Type or scan a DCA number and press Enter",
}: DcaNumbersInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  const visible = useMemo(() => {
    const wanted = normaliseDca(text);
    return suggestions
      .filter((number) => !value.includes(number) && (wanted === "" || number.includes(wanted)))
      .slice(0, SUGGESTION_LIMIT);
  }, [suggestions, text, value]);

  const add = (entry: string) => {
    const result = addDcaEntries(value, entry);
    if (result.list.length !== value.length) onChange(result.list);
    setMessage(result.message);
    // A refused entry stays in the field so it can be corrected; an accepted one clears it.
    setText(result.message === DCA_CHARACTERS_MESSAGE ? entry : "");
  };

  const remove = (number: string) => {
    onChange(value.filter((item) => item !== number));
    setMessage(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter") {
      // A highlighted suggestion is picked by the combobox itself.
      if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
      // Enter ends a scan; it must not submit the surrounding form.
      event.preventDefault();
      if (text.trim() !== "") add(text);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      remove(value[value.length - 1] as string);
    }
  };

  const handleBlur = () => {
    combobox.closeDropdown();
    // A partly typed entry is kept rather than lost when the user moves on (SPEC §5).
    if (text.trim() !== "") add(text);
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(number) => {
        add(number);
        combobox.closeDropdown();
      }}
    >
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          description={description}
          required={required}
          error={message ?? error}
          onClick={() => combobox.openDropdown()}
        >
          <Pill.Group>
            {value.map((number) => (
              <Pill
                key={number}
                withRemoveButton
                onRemove={() => remove(number)}
                removeButtonProps={{ "aria-label": `Remove DCA ${number}` }}
              >
                {number}
              </Pill>
            ))}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={text}
                placeholder={value.length === 0 ? "e.g. DCA-1234" : undefined}
                aria-label={typeof label === "string" ? label : "DCA Numbers"}
                onFocus={() => combobox.openDropdown()}
                onBlur={handleBlur}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  setMessage(null);
                  combobox.openDropdown();
                  combobox.resetSelectedOption();
                }}
                onKeyDown={handleKeyDown}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown hidden={visible.length === 0}>
        <Combobox.Options>
          {visible.map((number) => (
            <Combobox.Option key={number} value={number}>
              {number}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
