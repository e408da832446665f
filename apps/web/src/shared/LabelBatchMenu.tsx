import { Anchor } from "@mantine/core";
import { type Endpoint, type LabelFormat, LabelJobResult } from "@ops/domain";
import { downloadFrom } from "./endpoints";
import { FileJobMenu } from "./FileJobMenu";
import { openPdf, saveBlob } from "./save-file";

type Props = {
  /** A batch's label call (`POST …/labels` with `{ format, … }`), in the user's family. */
  endpoint: Endpoint;
  params?: Record<string, string | number>;
  /** What to print besides the format (`{ barcodes }`, `{ ids }`). */
  body: Record<string, unknown>;
  /** The button's text: "Print labels", "Print 3 labels". */
  label: string;
  /** The file's name if the server gives none, without extension. */
  fileName: string;
  disabled?: boolean;
};

const FORMATS: { format: LabelFormat; label: string }[] = [
  { format: "pdf", label: "PDF (opens in a new tab)" },
  { format: "zpl", label: "ZPL for a thermal printer" },
];

/**
 * "Print labels" for several records: a small batch comes back at once (the PDF opens in a new
 * tab, ZPL downloads); a large one is written by a job whose progress shows here, and its file
 * downloads when it is done.
 */
export function LabelBatchMenu({ endpoint, params, body, label, fileName, disabled }: Props) {
  return (
    <FileJobMenu
      component="LabelBatchMenu"
      button={{ text: label, size: "xs" }}
      disabled={disabled}
      formats={FORMATS}
      request={(format) =>
        downloadFrom(endpoint, { params, body: { ...body, format } }, `${fileName}.${format}`)
      }
      deliver={(format, blob, name) => (format === "pdf" ? openPdf(blob, name) : saveBlob(blob, name))}
      progressLabel="Preparing the labels"
      result={LabelJobResult}
      doneMessage={(result) => `${result.labels.toLocaleString()} labels ready`}
      offer={(ready, href) => (
        <Anchor href={href} download={ready.fileName} size="sm">
          Download the {ready.labels.toLocaleString()} labels ({ready.fileName})
        </Anchor>
      )}
    />
  );
}
