import { Button, Group } from "@mantine/core";
import { useState } from "react";
import { useFailure } from "../../../shared/use-failure";
import { downloadStatement } from "../api";

const FILES = [
  { format: "pdf", label: "Download PDF" },
  { format: "xlsx", label: "Download xlsx" },
] as const;

/** The statement as a PDF and as an xlsx workbook. */
export function StatementDownloads({ slug }: { slug: string }) {
  const fail = useFailure("StatementDownloads");
  const [busy, setBusy] = useState<string | null>(null);
  const fetchFile = async (format: "pdf" | "xlsx") => {
    setBusy(format);
    try {
      await downloadStatement(slug, format);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {FILES.map((f) => (
        <Button
          key={f.format}
          variant="default"
          size="sm"
          loading={busy === f.format}
          disabled={busy !== null && busy !== f.format}
          onClick={() => fetchFile(f.format)}
        >
          {f.label}
        </Button>
      ))}
    </Group>
  );
}
