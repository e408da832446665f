import { Button, Menu } from "@mantine/core";
import { type Endpoint, endpointPath, type LabelFormat } from "@ops/domain";
import { useState } from "react";
import { toQueryString } from "./api";
import { downloadFrom, familyOf } from "./endpoints";
import { saveBlob } from "./save-file";
import { useFailure } from "./use-failure";

type Props = {
  /** A record's label call (`GET …/label?format=pdf|zpl`), in the user's family. */
  endpoint: Endpoint;
  params: Record<string, string | number>;
  /** The ZPL file's name if the server gives none, without extension. */
  fileName: string;
};

/**
 * "Print label" on a record's screen: the PDF opens in a new tab (the browser's viewer prints
 * it on any printer); ZPL downloads for a thermal printer.
 */
export function LabelMenu({ endpoint, params, fileName }: Props) {
  const fail = useFailure("LabelMenu");
  const [busy, setBusy] = useState(false);
  const pdfUrl = `${endpointPath(endpoint, familyOf(endpoint), params)}${toQueryString({ format: "pdf" satisfies LabelFormat })}`;

  const downloadZpl = async () => {
    setBusy(true);
    try {
      const answer = await downloadFrom(endpoint, { params, query: { format: "zpl" } }, `${fileName}.zpl`);
      if (answer.kind === "file") saveBlob(answer.blob, answer.fileName);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" loading={busy}>
          Print label
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={pdfUrl} target="_blank" rel="noopener">
          PDF (opens in a new tab)
        </Menu.Item>
        <Menu.Item onClick={() => void downloadZpl()}>ZPL for a thermal printer</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
