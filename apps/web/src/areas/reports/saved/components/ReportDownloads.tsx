import { Button, Menu } from "@mantine/core";
import { REPORT_FILE_FORMATS, type ReportFileFormat, type SavedReport } from "@ops/domain";
import { useState } from "react";
import { useFailure } from "../../../../shared/use-failure";
import { downloadSavedReport } from "../api";

/** "Download" the saved report as xlsx, csv or PDF (run with its owner's access, as the page shows it). */
export function ReportDownloads({ report }: { report: SavedReport }) {
  const fail = useFailure("ReportDownloads");
  const [busy, setBusy] = useState<ReportFileFormat | null>(null);
  const fetchFile = async (format: ReportFileFormat) => {
    setBusy(format);
    try {
      await downloadSavedReport(report, format);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" loading={busy !== null}>
          Download
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {REPORT_FILE_FORMATS.map((f) => (
          <Menu.Item key={f.id} onClick={() => void fetchFile(f.id)}>
            {f.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
