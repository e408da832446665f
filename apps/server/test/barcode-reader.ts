import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs `use` with the PDF written to a scratch directory, removed afterwards. */
async function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labels-"));
  try {
    const file = path.join(dir, "labels.pdf");
    fs.writeFileSync(file, pdf);
    return await use(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** How many pages a PDF has, as poppler's `pdfinfo` reads it. */
export function pdfPageCount(pdf: Buffer): Promise<number> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run("pdfinfo", [file]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? Number.NaN);
  });
}

/**
 * The barcodes a PDF shows, read the way a scanner would: each page rendered at 300 dpi by
 * poppler's `pdftoppm`, then decoded by zbar's `zbarimg` (Debian poppler-utils, zbar-tools).
 * Answers one list per page, in page order.
 */
export function readPdfBarcodes(
  pdf: Buffer,
  /** Only these pages (1-based, inclusive) of a long PDF. */
  pages?: { first: number; last: number },
): Promise<string[][]> {
  return withPdfFile(pdf, async (file, dir) => {
    const range = pages ? ["-f", String(pages.first), "-l", String(pages.last)] : [];
    await run("pdftoppm", ["-r", "300", "-png", ...range, file, path.join(dir, "page")]);
    const images = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".png"))
      .sort();
    const found: string[][] = [];
    for (const image of images) {
      // zbarimg exits 4 when a page has no barcode; that page reads as empty, not as an error.
      const { stdout } = await run("zbarimg", ["--raw", "-q", path.join(dir, image)]).catch(
        (error: { code?: number; stdout?: string }) => {
          if (error.code === 4) return { stdout: "" };
          throw error;
        },
      );
      found.push(stdout.split("\n").filter((line) => line !== ""));
    }
    return found;
  });
}
