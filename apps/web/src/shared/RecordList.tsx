import { Anchor, EmptyState, Loader, Table } from "@mantine/core";
import type { Key, ReactNode } from "react";
import { Link, useNavigate } from "react-router";

export type RecordColumn<T> = { header: string; align?: "right"; render: (row: T) => ReactNode };

type Props<T> = {
  /** A query's state: loading until `data`, an error is thrown to the route's boundary. */
  query: { data?: T[]; error: unknown };
  columns: RecordColumn<T>[];
  rowKey: (row: T) => Key;
  /**
   * Where a row leads; its first cell is a link there, the whole row opens it (click or Enter).
   * Without it (a user who may not open the record) the rows are plain.
   */
  rowHref?: (row: T) => string;
  empty: { title: string; description?: string };
  minWidth?: number;
  /** The table's accessible name. */
  label?: string;
};

/** A short, unpaged list of records (price books, templates…) with loading and empty states. */
export function RecordList<T>({ query, columns, rowKey, rowHref, empty, minWidth = 520, label }: Props<T>) {
  const navigate = useNavigate();
  if (!query.data) {
    if (query.error) throw query.error;
    return <Loader aria-label="Loading" />;
  }
  if (query.data.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  const align = (c: RecordColumn<T>) => (c.align ? { textAlign: c.align } : undefined);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} style={align(c)}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((row) => {
            const to = rowHref?.(row);
            if (to === undefined)
              return (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.header} style={align(c)}>
                      {c.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            return (
              <Table.Tr
                key={rowKey(row)}
                tabIndex={0}
                style={{ cursor: "pointer" }}
                onClick={() => navigate(to)}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && event.target === event.currentTarget) navigate(to);
                }}
              >
                {columns.map((c, index) => (
                  <Table.Td key={c.header} style={align(c)}>
                    {index === 0 ? (
                      <Anchor component={Link} to={to} onClick={(event) => event.stopPropagation()}>
                        {c.render(row)}
                      </Anchor>
                    ) : (
                      c.render(row)
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
