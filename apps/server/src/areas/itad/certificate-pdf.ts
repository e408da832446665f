import { type CertificateKindId, DESTRUCTION_METHODS, R2_MATERIAL_TYPES } from "@ops/domain";
import { encodeBarcode } from "../../platform/documents/barcodes";
import { finishPdf, type PdfDocument, startPdf } from "../../platform/documents/pdf";

/** One data-bearing serial as a certificate of destruction prints it. */
export type CertificateLine = {
  barcode: string;
  serialNumber: string | null;
  product: string | null;
  method: string;
  date: Date;
};

/** A downstream vendor the load's devices shipped to (certificate of recycling). */
export type DownstreamVendor = { name: string; loads: readonly string[]; assets: number };

/** Everything a certificate's PDF shows. */
export type CertificateContent = {
  kind: CertificateKindId;
  number: string;
  loadSlug: string;
  accountName: string;
  issuedAt: Date;
  verificationUrl: string;
  serialCount: number;
  dataBearingCount: number;
  /** Net weight (lbs) by R2 material type. */
  weights: Record<string, number>;
  totalWeight: number | null;
  /** Counts by sanitization method. */
  methods: Record<string, number>;
  /** Data-bearing serials (printed on a certificate of destruction). */
  lines: readonly CertificateLine[];
  /** Where its material went on (certificate of recycling); none or absent: nothing shipped yet. */
  downstreamVendors?: readonly DownstreamVendor[];
};

const PAGE = { width: 612, height: 792 } as const; // US Letter, points
const MARGIN = 48;
const ROW = 13;
const QR_MODULE = 2.6;
/** Rows per pause while a long table is drawn, so the process keeps answering other work. */
const ROWS_PER_TURN = 500;

const TITLES: Record<CertificateKindId, string> = {
  destruction: "Certificate of Data Destruction",
  recycling: "Certificate of Recycling",
};

const materialLabel = (id: string) => R2_MATERIAL_TYPES.find((m) => m.id === id)?.label ?? "Other";
const METHOD_LABELS: Record<string, string> = {
  clear: "Erased (clear)",
  purge: "Erased (purge)",
  ...Object.fromEntries(DESTRUCTION_METHODS.map((m) => [m.id, m.label])),
};
const methodLabel = (id: string) => METHOD_LABELS[id] ?? id;
const day = (date: Date) => date.toISOString().slice(0, 10);
const lbs = (n: number) => `${n.toLocaleString("en-US", { maximumFractionDigits: 3 })} lbs`;
/** Cuts text to a column's characters (lineBreak off: a cell never wraps into the next row). */
const clip = (text: string | null, chars: number) =>
  !text ? "" : text.length > chars ? `${text.slice(0, chars - 1)}…` : text;

function drawQr(doc: PdfDocument, url: string, right: number, top: number): number {
  const symbol = encodeBarcode("qr", url);
  if (symbol.kind !== "matrix") throw new Error("a QR code is a matrix");
  const size = symbol.modules * QR_MODULE;
  const left = right - size;
  symbol.cells.forEach((dark, i) => {
    if (dark) {
      const x = left + (i % symbol.modules) * QR_MODULE;
      const y = top + Math.floor(i / symbol.modules) * QR_MODULE;
      doc.rect(x, y, QR_MODULE, QR_MODULE);
    }
  });
  doc.fill("black");
  return size;
}

function text(doc: PdfDocument, value: string, x: number, y: number, size = 9, bold = false) {
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(size)
    .text(value, x, y, { lineBreak: false });
}

/** The first page's head: title, facts, the QR code to the verification page. Answers where it ends. */
function drawHead(doc: PdfDocument, c: CertificateContent): number {
  const qr = drawQr(doc, c.verificationUrl, PAGE.width - MARGIN, MARGIN);
  text(doc, TITLES[c.kind], MARGIN, MARGIN, 18, true);
  const facts: [string, string][] = [
    ["Certificate number", c.number],
    ["Client", c.accountName],
    ["Load", c.loadSlug.toUpperCase()],
    ["Issued", day(c.issuedAt)],
    ["Serials", String(c.serialCount)],
    ["Data-bearing serials", String(c.dataBearingCount)],
    ["Total net weight", c.totalWeight === null ? "—" : lbs(c.totalWeight)],
  ];
  let y = MARGIN + 32;
  for (const [label, value] of facts) {
    text(doc, label, MARGIN, y, 10, true);
    text(doc, clip(value, 48), MARGIN + 130, y, 10);
    y += 15;
  }
  text(doc, "Verify this certificate:", MARGIN, y + 4, 8);
  text(doc, c.verificationUrl, MARGIN, y + 14, 8);
  y = Math.max(y + 34, MARGIN + qr + 12);
  const statement =
    c.kind === "destruction"
      ? "We certify that the data on every data-bearing device listed below was erased to NIST SP 800-88 or the device was physically destroyed."
      : "We certify that the material of this load was recycled under R2, by the weights below.";
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(statement, MARGIN, y, { width: PAGE.width - 2 * MARGIN });
  return y + 30;
}

function drawSummary(doc: PdfDocument, c: CertificateContent, top: number): number {
  let y = top;
  text(doc, "Net weight by R2 material", MARGIN, y, 11, true);
  y += 16;
  const weights = Object.entries(c.weights);
  if (weights.length === 0) {
    text(doc, "No weights recorded", MARGIN, y);
    y += ROW;
  }
  for (const [material, weight] of weights) {
    text(doc, materialLabel(material), MARGIN, y);
    text(doc, lbs(weight), MARGIN + 200, y);
    y += ROW;
  }
  if (c.kind === "recycling") y = drawDownstreamVendors(doc, c.downstreamVendors ?? [], y + 8);
  if (c.kind === "destruction") {
    y += 8;
    text(doc, "Data-bearing serials by method", MARGIN, y, 11, true);
    y += 16;
    for (const [method, count] of Object.entries(c.methods)) {
      text(doc, methodLabel(method), MARGIN, y);
      text(doc, String(count), MARGIN + 200, y);
      y += ROW;
    }
  }
  return y + 12;
}

/** The downstream vendors the load's material shipped to, with the outbound loads and asset counts. */
function drawDownstreamVendors(doc: PdfDocument, vendors: readonly DownstreamVendor[], top: number): number {
  let y = top;
  text(doc, "Downstream vendors", MARGIN, y, 11, true);
  y += 16;
  if (vendors.length === 0) {
    text(doc, "None yet: no material of this load has shipped to a downstream vendor", MARGIN, y);
    return y + ROW;
  }
  for (const v of vendors) {
    const loads = v.loads.map((l) => l.toUpperCase()).join(", ");
    text(doc, clip(v.name, 40), MARGIN, y);
    text(doc, `${v.assets} asset${v.assets === 1 ? "" : "s"}`, MARGIN + 200, y);
    text(doc, clip(`on ${loads}`, 50), MARGIN + 270, y);
    y += ROW;
  }
  return y;
}

const COLUMNS = [
  { title: "Barcode", x: 0, chars: 18 },
  { title: "Serial", x: 100, chars: 24 },
  { title: "Product", x: 230, chars: 30 },
  { title: "Method", x: 390, chars: 22 },
  { title: "Date", x: 455, chars: 10 },
] as const;

function drawTableHead(doc: PdfDocument, y: number) {
  for (const col of COLUMNS) text(doc, col.title, MARGIN + col.x, y, 8, true);
  doc
    .moveTo(MARGIN, y + 10)
    .lineTo(PAGE.width - MARGIN, y + 10)
    .lineWidth(0.5)
    .stroke();
}

function drawFooter(doc: PdfDocument, c: CertificateContent, page: number) {
  text(doc, `${c.number} · page ${page}`, MARGIN, PAGE.height - MARGIN + 16, 7);
}

/**
 * The certificate's PDF: the head with its QR code to the verification page, the weights (and,
 * for destruction, the counts by method), then every data-bearing serial with its method and
 * date, page after page. Pauses every few hundred rows so a 10,000-serial table does not hold
 * the process.
 */
export async function renderCertificatePdf(c: CertificateContent): Promise<Buffer> {
  const pdf = startPdf(`${TITLES[c.kind]} ${c.number}`);
  const { doc } = pdf;
  let page = 1;
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  let y = drawSummary(doc, c, drawHead(doc, c));
  drawFooter(doc, c, page);
  if (c.kind === "destruction") {
    text(doc, "Data-bearing serials", MARGIN, y, 11, true);
    y += 16;
    drawTableHead(doc, y);
    y += 14;
    for (const [i, line] of c.lines.entries()) {
      if (y > PAGE.height - MARGIN - ROW) {
        doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
        page++;
        drawFooter(doc, c, page);
        y = MARGIN;
        drawTableHead(doc, y);
        y += 14;
      }
      const cells = [line.barcode, line.serialNumber, line.product, methodLabel(line.method), day(line.date)];
      COLUMNS.forEach((col, k) => {
        text(doc, clip(cells[k] ?? null, col.chars), MARGIN + col.x, y, 8);
      });
      y += ROW;
      if ((i + 1) % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return finishPdf(pdf);
}
