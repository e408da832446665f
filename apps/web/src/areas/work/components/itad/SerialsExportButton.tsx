import { Button } from "@mantine/core";
import { useState } from "react";
import { readDataTableSettings } from "../../../../shared/data-table-preferences";
import { saveBlob } from "../../../../shared/save-file";
import { showSnackbar } from "../../../../shared/snackbar";
import { useFailure } from "../../../../shared/use-failure";
import { fetchSerialsPage, type SerialFilter } from "../../itad-api";
import { serialsCsv } from "./serial-values";

/** The server's largest page: the export reads the list 200 devices at a time. */
const EXPORT_PAGE = 200;

type Props = { slug: string; filter: SerialFilter; searchKey: string };

/**
 * "Export CSV" of the order's devices as the list shows them (its filters, and the search and
 * sort the table keeps), every page. The serial list has no export call of its own, so the
 * screen reads the pages and writes the file.
 */
export function SerialsExportButton({ slug, filter, searchKey }: Props) {
  const fail = useFailure("SerialsExportButton");
  const [progress, setProgress] = useState<string | null>(null);

  const exportAll = async () => {
    const table = readDataTableSettings(searchKey);
    const base = {
      pageSize: EXPORT_PAGE,
      ...(table?.search ? { search: table.search } : {}),
      ...(table?.sort ? { sort: table.sort, order: table.order ?? "asc" } : {}),
    };
    setProgress("Exporting…");
    try {
      const first = await fetchSerialsPage(slug, filter, { ...base, page: 1 });
      const devices = [...first.data];
      const pages = Math.ceil(first.total / EXPORT_PAGE);
      for (let page = 2; page <= pages; page += 1) {
        setProgress(`Exporting ${devices.length.toLocaleString()} of ${first.total.toLocaleString()}…`);
        devices.push(...(await fetchSerialsPage(slug, filter, { ...base, page })).data);
      }
      saveBlob(new Blob([serialsCsv(devices)], { type: "text/csv" }), `${slug}-serials.csv`);
      showSnackbar(`${devices.length.toLocaleString()} devices exported`, "success");
    } catch (error) {
      fail(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Button
      variant="default"
      onClick={() => void exportAll()}
      loading={progress !== null}
      loaderProps={{ type: "dots" }}
    >
      {progress ?? "Export CSV"}
    </Button>
  );
}
