import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { ProductType } from "@ops/domain";
import { type ReactNode, useState } from "react";
import { useFindProducts } from "../api";

type Props = {
  label: string;
  /** The chosen product id, as text. */
  value: string | null;
  /** The chosen product's name, shown before any search. */
  selectedName?: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  required?: boolean;
  /** Only products of this type. */
  type?: ProductType;
  /** Leaves products out (an alias cannot stand for another alias). */
  exclude?: (match: { id: number; type: ProductType }) => boolean;
  description?: ReactNode;
};

/**
 * Chooses a product by typing part of its name or of one of its aliases (`/products/find`).
 * Only a product from the answers can be chosen (SPEC §5).
 */
export function ProductPicker({
  label,
  value,
  selectedName,
  onChange,
  error,
  required,
  type,
  exclude,
  description,
}: Props) {
  const [search, setSearch] = useState(selectedName ?? "");
  const [chosenName, setChosenName] = useState(selectedName ?? null);
  const [debounced] = useDebouncedValue(search, 250);
  // While the text shows the chosen product, nothing is being searched for.
  const searching = debounced.trim() !== "" && debounced !== chosenName;
  const found = useFindProducts(searching ? debounced : "", type);

  const matches = (found.data ?? []).filter((m) => !exclude?.(m));
  const data = matches.map((m) => ({ value: String(m.id), label: m.name }));
  const aliasOf = new Map(matches.map((m) => [String(m.id), m.matchedAlias]));
  if (value && chosenName && !data.some((o) => o.value === value)) data.unshift({ value, label: chosenName });

  return (
    <Select
      label={label}
      description={description}
      required={required}
      error={error}
      placeholder="Type a name or alias"
      searchable
      clearable
      data={data}
      value={value}
      // The server has already matched names and aliases; show every answer.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      renderOption={({ option }) => {
        const alias = aliasOf.get(option.value);
        return alias ? `${option.label} (alias ${alias})` : option.label;
      }}
      onChange={(next, option) => {
        setChosenName(option ? option.label : null);
        onChange(next);
      }}
      nothingFoundMessage={searching && !found.isFetching ? `No results for ${debounced.trim()}` : undefined}
    />
  );
}
