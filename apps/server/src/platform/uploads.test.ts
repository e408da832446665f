import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanFileName, contentDisposition } from "./uploads";

describe("cleanFileName", () => {
  it("names the file by the type its content was detected as", () => {
    expect(cleanFileName("report.html", "pdf")).toBe("report.pdf");
    expect(cleanFileName("run.js", "txt")).toBe("run.txt");
    expect(cleanFileName("Invoice 7.PDF", "pdf")).toBe("Invoice 7.PDF");
    expect(cleanFileName("webcam.jpeg", "jpg")).toBe("webcam.jpeg");
    expect(cleanFileName("scan", "png")).toBe("scan.png");
    expect(cleanFileName("C:\\fakepath\\bol.pdf", "pdf")).toBe("bol.pdf");
    expect(cleanFileName("../../etc/passwd", "txt", "document")).toBe("passwd.txt");
    expect(cleanFileName(".html", "pdf", "document")).toBe("document.pdf");
  });

  it("removes direction overrides and control characters, whatever the name", () => {
    expect(cleanFileName("invoice\u202Efdp.exe", "pdf")).toBe("invoicefdp.pdf");
    expect(cleanFileName('a"b\u0007c.pdf', "pdf")).toBe("a_b_c.pdf");
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.constantFrom("pdf", "png", "jpg", "xlsx", "txt"),
        (name, ext) => {
          const clean = cleanFileName(name, ext);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: none of these may remain
          expect(clean).not.toMatch(/[\u0000-\u001f\u007f"/\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
          expect(clean.toLowerCase().endsWith(`.${ext}`) || (ext === "jpg" && /\.jpe?g?$/i.test(clean))).toBe(
            true,
          );
          expect(clean.length).toBeLessThanOrEqual(210);
          expect(contentDisposition(clean)).not.toMatch(/[\r\n]/);
        },
      ),
    );
  });
});
