import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The barcodes a PDF shows, read the way a scanner would: each page rendered at 300 dpi by
 * poppler's `pdftoppm`, then decoded by zbar's `zbarimg` (Debian poppler-utils, zbar-tools).
 * Answers one list per page, in page order.
 */
export async function readPdfBarcodes(pdf: Buffer): Promise<string[][]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labels-"));
  try {
    const file = path.join(dir, "labels.pdf");
    fs.writeFileSync(file, pdf);
    await run("pdftoppm", ["-r", "300", "-png", file, path.join(dir, "page")]);
    const pages = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".png"))
      .sort();
    const found: string[][] = [];
    for (const page of pages) {
      // zbarimg exits 4 when a page has no barcode; that page reads as empty, not as an error.
      const { stdout } = await run("zbarimg", ["--raw", "-q", path.join(dir, page)]).catch(
        (error: { code?: number; stdout?: string }) => {
          if (error.code === 4) return { stdout: "" };
          throw error;
        },
      );
      found.push(stdout.split("\n").filter((line) => line !== ""));
    }
    return found;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
