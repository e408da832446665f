import { type Endpoint, type ExportFormat, ExportJobResult } from "@ops/domain";
import type { Query } from "./api";
import { downloadFrom } from "./endpoints";
import { FileJobMenu } from "./FileJobMenu";

export type ExportSource = {
  /** The list's export endpoint (`GET <list>/export`), called in the user's family. */
  endpoint: Endpoint;
  /** Its path parameters, if it has any. */
  params?: Record<string, string | number>;
  /** The list's current filters; search and sort are added by the table. */
  query?: Query;
  /** The file's name if the server gives none, without extension. */
  fileName: string;
};

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: "xlsx", label: "Excel (.xlsx)" },
  { format: "csv", label: "CSV (.csv)" },
];

/**
 * "Export" on every list: the list as the user filtered it, all pages, as xlsx or csv. A long
 * list is written by a job on the server; its progress shows here and the file follows.
 */
export function ExportMenu({ source }: { source: ExportSource }) {
  return (
    <FileJobMenu
      component="ExportMenu"
      button={{ text: "Export", "aria-label": "Export" }}
      formats={FORMATS}
      request={(format) =>
        downloadFrom(
          source.endpoint,
          { params: source.params, query: { ...source.query, format } },
          `${source.fileName}.${format}`,
        )
      }
      progressLabel="Preparing the export"
      result={ExportJobResult}
      doneMessage={(result) => `${result.rows.toLocaleString()} rows exported`}
    />
  );
}
