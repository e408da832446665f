import { Anchor, Loader, Table, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { formatBytes } from "./files";
import type { StoredDocument } from "./owner";

type Props<D extends StoredDocument> = {
  documents: { isPending: boolean; error: Error | null; data: D[] | undefined };
  /** Staff see the empty text for staff and the actions column. */
  staff: boolean;
  /** Whether the "Client access" column is shown. */
  showAccess: boolean;
  typeLabel: (type: string) => string;
  downloadUrl: (document: D) => string;
  uploadedOn: (iso: string) => string;
  /** A column after the type (the expiry of an account's documents). */
  extra?: { title: string; render: (document: D) => ReactNode };
  /** The row's edit and delete controls (staff only). */
  actions?: (document: D) => ReactNode;
  minWidth: number;
};

/**
 * The list of documents on the account, load and asset screens: loading, error and empty states, a
 * download link per name, who uploaded it and when, and the staff's row actions.
 */
export function DocumentsTable<D extends StoredDocument>(props: Props<D>) {
  const { documents, staff, showAccess, extra, actions } = props;
  if (documents.isPending) return <Loader size="sm" aria-label="Loading documents" />;
  if (documents.error)
    return <Text c="red">The documents could not be loaded: {documents.error.message}</Text>;
  const rows = documents.data ?? [];
  if (rows.length === 0)
    return <Text c="dimmed">{staff ? "No documents yet." : "No documents are shared with you yet."}</Text>;
  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table withTableBorder striped aria-label="Documents">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            {showAccess ? <Table.Th>Client access</Table.Th> : null}
            {extra ? <Table.Th>{extra.title}</Table.Th> : null}
            <Table.Th>Size</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            {actions ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>
                <Anchor size="sm" href={props.downloadUrl(d)} title={`Download ${d.fileName}`}>
                  {d.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{props.typeLabel(d.type)}</Table.Td>
              {showAccess ? (
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <Text size="sm" c={d.clientAccess ? "teal.8" : "dimmed"} fw={d.clientAccess ? 600 : 400}>
                    {d.clientAccess ? "Shared" : "Staff only"}
                  </Text>
                </Table.Td>
              ) : null}
              {extra ? <Table.Td>{extra.render(d)}</Table.Td> : null}
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatBytes(d.size)}</Table.Td>
              <Table.Td>
                {d.uploadedBy ? `${d.uploadedBy} · ` : ""}
                {props.uploadedOn(d.createdAt)}
              </Table.Td>
              {actions ? <Table.Td>{actions(d)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
