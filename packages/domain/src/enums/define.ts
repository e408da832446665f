/** One option of an enumeration of SPEC §3, with the flags screens and the server act on. */
export type EnumOption<Id extends string = string> = {
  readonly id: Id;
  readonly label: string;
  /** Shown on old records but not offered for new ones. */
  readonly disabled?: boolean;
  /** No longer in use. */
  readonly inactive?: boolean;
  /** Visible to client users. */
  readonly clientVisible?: boolean;
};

/** The ids of a list as a non-empty tuple, for `z.enum` and database checks. */
export function idsOf<const T extends readonly EnumOption[]>(
  list: T,
): [T[number]["id"], ...T[number]["id"][]] {
  return list.map((o) => o.id) as [T[number]["id"], ...T[number]["id"][]];
}

/** The label of an id, or the id itself for one the list no longer has. */
export function labelOf(list: readonly EnumOption[], id: string | null | undefined): string {
  if (!id) return "";
  return list.find((o) => o.id === id)?.label ?? id;
}

/** Options a form may offer: neither disabled nor inactive. */
export function selectable<T extends EnumOption>(list: readonly T[]): T[] {
  return list.filter((o) => !o.disabled && !o.inactive);
}
