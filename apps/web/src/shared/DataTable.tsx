// The table's styles come with the screens that show one, not with the first load.
import "mantine-datatable/styles.css";
import { Alert, Button, CloseButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type DataTableColumn,
  type DataTableSortStatus,
  DataTable as MantineDataTable,
} from "mantine-datatable";
import { type Key, type KeyboardEvent, useEffect, useState } from "react";
import {
  DATA_TABLE_PAGE_SIZES,
  type DataTableSettings,
  readDataTableSettings,
  writeDataTableSettings,
} from "./data-table-preferences";
import { ExportMenu, type ExportSource } from "./ExportMenu";

export type { DataTableColumn } from "mantine-datatable";
export { clearDataTablePreferences } from "./data-table-preferences";

export type SortOrder = "asc" | "desc";
export type DataTablePageSize = (typeof DATA_TABLE_PAGE_SIZES)[number];

/** What the server is asked for; `sort`, `order` and `search` are left out when not in use. */
export interface DataTablePageParams {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort?: string;
  order?: SortOrder;
  search?: string;
}

export interface DataTablePage<T> {
  data: T[];
  total: number;
}

export interface DataTableProps<T> {
  /** Sortable columns sort by `sortKey`, else by `accessor`. */
  columns: DataTableColumn<T>[];
  fetchPage: (params: DataTablePageParams, options: { signal: AbortSignal }) => Promise<DataTablePage<T>>;
  /** Query key prefix; the page parameters are appended. */
  queryKey: readonly unknown[];
  /** Names the saved settings: `preferences_datatable_<searchKey>`. */
  searchKey: string;
  /** Row identity; defaults to the record's `id`. */
  rowKey?: (keyof T & string) | ((row: T) => Key);
  onRowClick?: (row: T) => void;
  emptyText?: string;
  searchPlaceholder?: string;
  /** Sort used until the user picks one. */
  defaultSort?: { sort: string; order: SortOrder };
  defaultPageSize?: DataTablePageSize;
  /** Offers "Export" of the list as filtered (the table adds its search and sort). */
  exportSource?: ExportSource;
  /** Rows ticked by the user (kept across pages), for actions on a selection such as labels. */
  selectedRecords?: T[];
  onSelectedRecordsChange?: (records: T[]) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

// mantine-datatable only shows sort controls when given a sort status; this one names no
// column, so nothing shows as sorted and the first click sorts ascending.
const UNSORTED = { columnAccessor: "", direction: "asc" } as const;

function columnSortKey<T>(column: DataTableColumn<T>): string {
  return column.sortKey ?? String(column.accessor);
}

/**
 * Server-paged, searchable, sortable table. Its search text, sort and page size are saved for
 * the browser tab and restored when the table mounts again.
 */
export function DataTable<T>({
  columns,
  fetchPage,
  queryKey,
  searchKey,
  rowKey,
  onRowClick,
  emptyText = "No records found",
  searchPlaceholder = "Search",
  defaultSort,
  defaultPageSize = 25,
  exportSource,
  selectedRecords,
  onSelectedRecordsChange,
}: DataTableProps<T>) {
  const [saved] = useState(() => readDataTableSettings(searchKey));
  const [searchText, setSearchText] = useState(saved?.search ?? "");
  // The table offers no way back to "unsorted", so a saved state without a sort only means the
  // user never picked one: the default still applies.
  const [sort, setSort] = useState<{ sort: string; order: SortOrder } | null>(() =>
    saved?.sort ? { sort: saved.sort, order: saved.order ?? "asc" } : (defaultSort ?? null),
  );
  const [pageSize, setPageSize] = useState<DataTablePageSize>(saved?.pageSize ?? defaultPageSize);
  const [page, setPage] = useState(1);

  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // A new search starts from the first page; adjusted during render so no request goes out
  // for the new search on the old page.
  const [searchedFor, setSearchedFor] = useState(search);
  if (searchedFor !== search) {
    setSearchedFor(search);
    setPage(1);
  }
  // So does a new filter (the screen's part of the query key).
  const filterKey = JSON.stringify(queryKey);
  const [filteredBy, setFilteredBy] = useState(filterKey);
  if (filteredBy !== filterKey) {
    setFilteredBy(filterKey);
    setPage(1);
  }

  useEffect(() => {
    const settings: DataTableSettings = {
      search,
      pageSize,
      ...(sort ? { sort: sort.sort, order: sort.order } : {}),
    };
    writeDataTableSettings(searchKey, settings);
  }, [searchKey, search, sort, pageSize]);

  const params: DataTablePageParams = {
    page,
    pageSize,
    ...(sort ? { sort: sort.sort, order: sort.order } : {}),
    ...(search ? { search } : {}),
  };
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(params, { signal }),
    placeholderData: keepPreviousData,
  });

  // Rows can disappear between requests; never stay on a page past the end.
  const total = query.data?.total;
  if (total !== undefined && !query.isPlaceholderData && page > 1 && (page - 1) * pageSize >= total) {
    setPage(Math.max(1, Math.ceil(total / pageSize)));
  }

  const sortedColumn = sort ? columns.find((column) => columnSortKey(column) === sort.sort) : undefined;
  const sortStatus: DataTableSortStatus<T> = sortedColumn
    ? { columnAccessor: sortedColumn.accessor, sortKey: sort?.sort, direction: sort?.order ?? "asc" }
    : UNSORTED;

  const records = query.data?.data ?? [];
  const showEmpty = query.isSuccess && !query.isFetching && records.length === 0;

  const rowAttributes = onRowClick
    ? (row: T) => ({
        tabIndex: 0,
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if (event.key === "Enter" && event.target === event.currentTarget) onRowClick(row);
        },
      })
    : undefined;

  return (
    <Stack gap="sm" aria-busy={query.isFetching}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          aria-label="Search"
          placeholder={searchPlaceholder}
          // Not type="search": browsers would add their own clear button beside ours.
          inputMode="search"
          enterKeyHint="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          rightSection={
            searchText ? <CloseButton aria-label="Clear search" onClick={() => setSearchText("")} /> : null
          }
        />
        {exportSource ? (
          <ExportMenu
            source={{
              ...exportSource,
              query: {
                ...exportSource.query,
                ...(sort ? { sort: sort.sort, order: sort.order } : {}),
                ...(search ? { search } : {}),
              },
            }}
          />
        ) : null}
      </Group>
      {query.isError && (
        <Alert color="red" title="The list could not be loaded">
          <Button variant="light" color="red" size="xs" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      <MantineDataTable<T>
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover={Boolean(onRowClick)}
        minHeight={records.length > 0 ? undefined : 180}
        columns={columns}
        records={records}
        idAccessor={rowKey ?? "id"}
        fetching={query.isFetching}
        noRecordsText={emptyText}
        // The library keeps its empty state in the page and only fades it out, so screen readers
        // would announce "no records" above a full table; render it only when it is true.
        emptyState={
          showEmpty ? (
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          ) : (
            <span />
          )
        }
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          // mantine-datatable carries the old direction over to a newly chosen column; a new
          // column starts ascending instead.
          const sameColumn = status.columnAccessor === sortStatus.columnAccessor;
          setSort({
            sort: status.sortKey ?? String(status.columnAccessor),
            order: sameColumn ? status.direction : "asc",
          });
          setPage(1);
        }}
        page={page}
        onPageChange={setPage}
        totalRecords={total ?? 0}
        recordsPerPage={pageSize}
        recordsPerPageOptions={[...DATA_TABLE_PAGE_SIZES]}
        onRecordsPerPageChange={(size) => {
          const known = DATA_TABLE_PAGE_SIZES.find((option) => option === size);
          if (known) setPageSize(known);
          setPage(1);
        }}
        onRowClick={onRowClick ? ({ record }) => onRowClick(record) : undefined}
        customRowAttributes={rowAttributes}
        {...(selectedRecords && onSelectedRecordsChange ? { selectedRecords, onSelectedRecordsChange } : {})}
      />
    </Stack>
  );
}
