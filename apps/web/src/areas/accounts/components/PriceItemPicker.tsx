import { Badge, Combobox, Group, InputBase, Loader, Text, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { PriceableItem } from "@ops/domain";
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from "react";
import { usePriceableItems } from "../pricing-api";

const SEARCH_DEBOUNCE_MS = 250;

type Props = {
  value: PriceableItem | null;
  onChange: (item: PriceableItem | null) => void;
  /** Accessible name (the rows have a shared header instead of labels on desktop). */
  ariaLabel: string;
  label?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const optionValue = (item: PriceableItem) => `${item.kind}:${item.id}`;

/**
 * Picks a product or a service by searching the server as the user types (debounced). Holds
 * only a found item: text that matches nothing is thrown away on leaving, emptying clears it.
 */
export function PriceItemPicker({ value, onChange, ariaLabel, label, error, inputRef }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const name = value?.name ?? "";
  const [search, setSearch] = useState(name);
  const [typing, setTyping] = useState(false);

  // Follow a value set from outside (reload, reset) without showing stale text.
  const [shownName, setShownName] = useState(name);
  if (shownName !== name) {
    setShownName(name);
    setSearch(name);
    setTyping(false);
  }

  const [debounced] = useDebouncedValue(typing ? search.trim() : "", SEARCH_DEBOUNCE_MS);
  const items = usePriceableItems(debounced, combobox.dropdownOpened);
  const results = items.data ?? [];
  const settled = !items.isFetching && debounced === (typing ? search.trim() : "");

  const commit = (item: PriceableItem | null) => {
    setTyping(false);
    setSearch(item?.name ?? "");
    if (item?.kind !== value?.kind || item?.id !== value?.id) onChange(item);
  };

  // Once the results for what was typed are in, the first is highlighted for Enter; an Enter
  // pressed before they arrived takes it then.
  const highlighted = useRef("");
  const pendingEnter = useRef(false);
  useEffect(() => {
    const signature = `${debounced}|${results.length}`;
    if (!typing || !settled || highlighted.current === signature) return;
    highlighted.current = signature;
    const first = results[0];
    if (pendingEnter.current) {
      pendingEnter.current = false;
      if (first) {
        commit(first);
        combobox.closeDropdown();
      }
    } else if (first) combobox.selectFirstOption();
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    // Enter here chooses an item; it never submits the form around the editor.
    event.preventDefault();
    // A highlighted option is taken by the combobox itself.
    if (!combobox.dropdownOpened || combobox.getSelectedOptionIndex() !== -1) return;
    if (typing && !settled) pendingEnter.current = true;
    else if (typing && results[0]) {
      commit(results[0]);
      combobox.closeDropdown();
    }
  };

  const handleBlur = () => {
    pendingEnter.current = false;
    combobox.closeDropdown();
    const text = search.trim();
    if (text === "") commit(null);
    else if (text !== name) {
      const exact = results.find((r) => r.name.toLowerCase() === text.toLowerCase());
      if (exact) commit(exact);
      else {
        setTyping(false);
        setSearch(name);
      }
    }
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(selected) => {
        commit(results.find((r) => optionValue(r) === selected) ?? null);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute autoComplete="off">
        <InputBase
          ref={inputRef}
          label={label}
          aria-label={ariaLabel}
          placeholder="Search products and services"
          error={error}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyping(true);
            // Until the new results are in, Enter must not pick an option of the old ones.
            combobox.resetSelectedOption();
            highlighted.current = "";
            pendingEnter.current = false;
            combobox.openDropdown();
          }}
          onKeyDown={handleKeyDown}
          onClick={() => combobox.openDropdown()}
          onBlur={handleBlur}
          rightSection={
            items.isFetching && combobox.dropdownOpened ? <Loader size={14} /> : <Combobox.Chevron />
          }
          rightSectionPointerEvents="none"
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options style={{ maxHeight: 280, overflowY: "auto" }}>
          {results.length > 0 ? (
            results.map((item) => (
              <Combobox.Option
                key={optionValue(item)}
                value={optionValue(item)}
                active={optionValue(item) === (value ? optionValue(value) : "")}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{item.name}</Text>
                  <Badge size="xs" variant="light" color={item.kind === "product" ? "blue" : "grape"}>
                    {item.kind === "product" ? "Product" : "Service"}
                  </Badge>
                </Group>
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>
              {items.isFetching || !settled
                ? "Searching…"
                : items.isError
                  ? "The items could not be loaded"
                  : debounced
                    ? `No results for ${debounced}`
                    : "No products or services"}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
