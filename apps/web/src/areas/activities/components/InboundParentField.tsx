import { CloseButton, Combobox, InputBase, Loader, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { labelOf, SHIPMENT_SIZES } from "@ops/domain";
import { useState } from "react";
import { useActivitySearch } from "../inbound-api";

type Props = {
  value: string | null;
  onChange: (slug: string | null) => void;
  /** The load being edited: it cannot be its own parent. */
  ownSlug?: string;
  error?: string;
};

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The parent load of an inbound load: searched by slug or client reference among the loads
 * whose shipment size is `parent` (SPEC §3). Like every select it only holds a listed load:
 * typing an exact slug and leaving picks it, any other text is dropped on blur.
 */
export function InboundParentField({ value, onChange, ownSlug, error }: Props) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value ?? "");
  const [shown, setShown] = useState(value);
  // Follow a value set from outside (reset, clone) without an effect.
  if (shown !== value) {
    setShown(value);
    setSearch(value ?? "");
  }
  const searching = search.trim() !== "" && search !== value;
  const [term] = useDebouncedValue(searching ? search.trim() : "", SEARCH_DEBOUNCE_MS);
  const results = useActivitySearch(term);
  const parents = (results.data ?? []).filter((a) => a.shipmentSize === "parent" && a.slug !== ownSlug);

  const commit = (slug: string | null) => {
    setSearch(slug ?? "");
    if (slug !== value) onChange(slug);
  };

  const handleBlur = () => {
    combobox.closeDropdown();
    const text = search.trim().toLowerCase();
    if (text === "") commit(null);
    else if (search !== value) {
      const exact = parents.find((a) => a.slug === text);
      if (exact) commit(exact.slug);
      else setSearch(value ?? "");
    }
  };

  const empty = results.isFetching
    ? "Searching…"
    : searching
      ? `No results for ${search.trim()}`
      : "Type a load number or client reference";

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(slug) => {
        commit(slug);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute autoComplete="off">
        <InputBase
          label="Parent load"
          description={`Only loads with shipment size ${labelOf(SHIPMENT_SIZES, "parent")} can hold child loads.`}
          placeholder="None"
          value={search}
          error={error}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            if (event.currentTarget.value.trim() === "" && value !== null) onChange(null);
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={handleBlur}
          rightSection={
            results.isFetching ? (
              <Loader size="xs" />
            ) : value ? (
              <CloseButton
                aria-label="Clear parent load"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => commit(null)}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          {searching && parents.length > 0 ? (
            parents.map((a) => (
              <Combobox.Option key={a.slug} value={a.slug} active={a.slug === value}>
                {a.slug}
                {a.accountName ? ` — ${a.accountName}` : ""}
                {a.clientRef ? ` (${a.clientRef})` : ""}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{empty}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
