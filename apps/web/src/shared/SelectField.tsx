import { Combobox, InputBase, useCombobox } from "@mantine/core";
import { type ChangeEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * Takes what Mantine's `form.getInputProps(name)` returns (value, onChange, error, onFocus,
 * onBlur, data-path), so a form can spread it: `<SelectField {...form.getInputProps("type")} />`.
 */
export interface SelectFieldProps {
  label: ReactNode;
  data: readonly SelectOption[];
  /** The chosen option's value; null or undefined when nothing is chosen. */
  value?: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Renders a hidden input with this name carrying the selected value, for native form posts. */
  name?: string;
  description?: ReactNode;
  id?: string;
  /** Called when the text input gets focus (a form marks the field touched). */
  onFocus?: () => void;
  /** Called after the field has resolved its text on blur (e.g. to mark a form field touched). */
  onBlur?: () => void;
  /** Lets `form.getInputNode(name)` find the input. */
  "data-path"?: string;
  /**
   * Maps typed text to an option value when matching the label exactly is not enough
   * (TimeField accepts "2:05 pm" for "2:05 PM"). Exact, case-insensitive label match is
   * always tried as well. A value that is not in `data` is ignored.
   */
  resolveText?: (text: string) => string | null;
  /** Dropdown height before it scrolls, in px. */
  maxDropdownHeight?: number;
  /** With nothing chosen, the list opens scrolled to this option (TimeField: the working day). */
  openAt?: string;
}

function normalize(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * Searchable select that only ever holds a value from `data` (SPEC §5 General): typing an exact
 * label and leaving selects it, emptying the text clears the value, and any other text is
 * thrown away on blur.
 */
export function SelectField({
  label,
  data,
  value: given,
  onChange,
  error,
  required,
  placeholder,
  disabled,
  name,
  description,
  id,
  onFocus,
  onBlur,
  "data-path": dataPath,
  resolveText,
  maxDropdownHeight = 280,
  openAt,
}: SelectFieldProps) {
  const value = given ?? null;
  const highlightPending = useRef(false);
  const optionsRef = useRef<HTMLDivElement>(null);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    // Opening by typing highlights a search match instead (see the effect below).
    onDropdownOpen: () => {
      if (highlightPending.current) return;
      if (value === null && openAt !== undefined) {
        // Scrolled there, not chosen: Enter on an untouched list still picks nothing.
        requestAnimationFrame(() =>
          optionsRef.current?.querySelector("[data-open-at]")?.scrollIntoView({ block: "start" }),
        );
      } else combobox.updateSelectedOptionIndex("active", { scrollIntoView: true });
    },
  });

  const selected = useMemo(() => data.find((option) => option.value === value) ?? null, [data, value]);
  const selectedLabel = selected?.label ?? "";
  const [search, setSearch] = useState(selectedLabel);

  // An error is about the value it was given for: choosing another value clears it at once,
  // without waiting for the form's next validation (a stale "Account is required" beside a
  // chosen account reads as a second problem).
  const [errorShownFor, setErrorShownFor] = useState({ error, value });
  if (errorShownFor.error !== error) setErrorShownFor({ error, value });
  const shownError = error && errorShownFor.value === value ? error : undefined;

  // Follow value changes made outside the field (form reset, options loading late) without an
  // effect, so the text never shows a stale label for one frame.
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  if (shownLabel !== selectedLabel) {
    setShownLabel(selectedLabel);
    setSearch(selectedLabel);
  }

  const resolve = (text: string): SelectOption | null => {
    const wanted = normalize(text);
    if (wanted === "") return null;
    const byLabel = data.find((option) => normalize(option.label) === wanted);
    if (byLabel) return byLabel;
    const resolvedValue = resolveText?.(text);
    if (resolvedValue == null) return null;
    return data.find((option) => option.value === resolvedValue) ?? null;
  };

  // While the text still shows the current choice the user is browsing, not searching.
  const searching = normalize(search) !== "" && search !== selectedLabel;
  const resolved = searching ? resolve(search) : null;
  const visible = useMemo(() => {
    if (!searching) return data;
    const wanted = normalize(search);
    const matches = data.filter((option) => option.label.toLowerCase().includes(wanted));
    // A resolver can accept text that is not a substring of the label ("14:05" for "2:05 PM").
    if (resolved && !matches.includes(resolved)) return [resolved, ...matches];
    return matches;
  }, [data, search, searching, resolved]);

  // After each keystroke, highlight the option Enter would pick: the exact match, else the first.
  useEffect(() => {
    if (!highlightPending.current) return;
    highlightPending.current = false;
    const index = resolved ? visible.indexOf(resolved) : -1;
    if (index >= 0) combobox.selectOption(index);
    else if (visible.length > 0) combobox.selectFirstOption();
    else combobox.resetSelectedOption();
  });

  const commit = (option: SelectOption | null) => {
    setSearch(option?.label ?? "");
    if ((option?.value ?? null) !== value) onChange(option?.value ?? null);
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setSearch(text);
    highlightPending.current = true;
    combobox.openDropdown();
    if (normalize(text) === "" && value !== null) onChange(null);
  };

  const handleBlur = () => {
    combobox.closeDropdown();
    if (normalize(search) === "") commit(null);
    else if (search !== selectedLabel) {
      const match = resolve(search);
      if (match) commit(match);
      else setSearch(selectedLabel);
    }
    onBlur?.();
  };

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(optionValue) => {
          commit(data.find((option) => option.value === optionValue) ?? null);
          combobox.closeDropdown();
        }}
        disabled={disabled}
        // Fixed, not absolute: the dropdown is placed once before it is measured (at the field's
        // middle, as wide as the field), and an absolute one that sticks out past a phone's edge
        // for that moment widens the page, which a phone answers by jumping to the top; the field
        // then leaves the screen and its dropdown hides. A fixed dropdown never widens the page.
        floatingStrategy="fixed"
      >
        <Combobox.Target withExpandedAttribute autoComplete="off">
          <InputBase
            id={id}
            label={label}
            description={description}
            error={shownError}
            required={required}
            placeholder={placeholder}
            disabled={disabled}
            value={search}
            onChange={handleInput}
            onClick={() => combobox.openDropdown()}
            onFocus={() => onFocus?.()}
            onBlur={handleBlur}
            data-path={dataPath}
            rightSection={<Combobox.Chevron />}
            rightSectionPointerEvents="none"
          />
        </Combobox.Target>

        <Combobox.Dropdown>
          <Combobox.Options ref={optionsRef} style={{ maxHeight: maxDropdownHeight, overflowY: "auto" }}>
            {visible.length > 0 ? (
              visible.map((option) => (
                <Combobox.Option
                  key={option.value}
                  value={option.value}
                  active={option.value === value}
                  aria-selected={option.value === value}
                  data-open-at={option.value === openAt ? true : undefined}
                >
                  {option.label}
                </Combobox.Option>
              ))
            ) : (
              <Combobox.Empty>{searching ? `No results for ${search.trim()}` : "No options"}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {name !== undefined && <input type="hidden" name={name} value={value ?? ""} />}
    </>
  );
}
