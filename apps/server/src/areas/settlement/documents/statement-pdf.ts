import { formatMoneyText, type SettlementLine, type SettlementStatement } from "@ops/domain";
import { finishPdf, type PdfDocument, startPdf, textWidth } from "../../../platform/documents/pdf";
import {
  dayOf,
  kindLabel,
  linesByKind,
  netText,
  paymentLabel,
  quantityText,
  type StatementIssuer,
  skippedText,
  sourceText,
  statusLabel,
  unitLabel,
  unitPriceText,
} from "./statement-text";

const PAGE = { width: 612, height: 792 } as const; // US Letter, points
const MARGIN = 40;
const RIGHT = PAGE.width - MARGIN;
const BOTTOM = PAGE.height - MARGIN - 14; // room for the footer
const SIZE = 8;
const LINE = 10.5;
const ROW_GAP = 3;
/** Rows per pause while a long statement is laid out, so the process keeps answering other work. */
const ROWS_PER_TURN = 500;

type Align = "left" | "right";
type Column = { title: string; x: number; width: number; align: Align; cell(line: SettlementLine): string };

const AMOUNT: Column = {
  title: "Amount",
  x: 462,
  width: 70,
  align: "right",
  cell: (l) => formatMoneyText(l.amount),
};

/** The table of most kinds: what, which rule or price, how many of what at what price. */
const PRICED: Column[] = [
  { title: "Description", x: 0, width: 170, align: "left", cell: (l) => l.description },
  { title: "Source", x: 176, width: 130, align: "left", cell: sourceText },
  { title: "Quantity", x: 310, width: 50, align: "right", cell: (l) => quantityText(l.quantity) },
  { title: "Unit", x: 366, width: 34, align: "left", cell: (l) => unitLabel(l.unit) },
  { title: "Unit price", x: 400, width: 56, align: "right", cell: (l) => unitPriceText(l.unitPrice) },
  AMOUNT,
];
/** Revenue share: one dated line per sale. */
const DATED: Column[] = [
  { title: "Sold", x: 0, width: 52, align: "left", cell: (l) => dayOf(l.lineDate) },
  { title: "Description", x: 56, width: 230, align: "left", cell: (l) => l.description },
  { title: "Source", x: 292, width: 164, align: "left", cell: sourceText },
  AMOUNT,
];
/** Adjustments of a final statement: when, why and who. */
const ADJUSTED: Column[] = [
  { title: "Date", x: 0, width: 52, align: "left", cell: (l) => dayOf(l.lineDate) },
  { title: "Reason", x: 56, width: 290, align: "left", cell: (l) => l.reason ?? l.description },
  { title: "By", x: 352, width: 104, align: "left", cell: (l) => l.createdBy ?? "—" },
  AMOUNT,
];
const columnsOf = (kind: SettlementLine["kind"]) =>
  kind === "revenue_share" ? DATED : kind === "adjustment" ? ADJUSTED : PRICED;

/** One thing drawn on a page at a position fixed by the layout. */
type Draw = (doc: PdfDocument) => void;

function text(doc: PdfDocument, value: string, x: number, y: number, size = SIZE, bold = false) {
  doc
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(size)
    .text(value, x, y, { lineBreak: false });
}

const widthOf = (doc: PdfDocument, value: string, size = SIZE, bold = false) =>
  textWidth(doc, value, size, bold);

function textRight(doc: PdfDocument, value: string, right: number, y: number, size = SIZE, bold = false) {
  text(doc, value, right - widthOf(doc, value, size, bold), y, size, bold);
}

/**
 * A cell's text in lines that fit its width (words kept whole unless one alone is too wide), at
 * most `max` lines, the last cut with an ellipsis when more was left. A line's width is the sum
 * of its words' and spaces' widths.
 */
function wrap(doc: PdfDocument, value: string, width: number, max: number): string[] {
  if (widthOf(doc, value) <= width) return [value];
  const fits = (t: string) => widthOf(doc, t) <= width;
  const space = widthOf(doc, " ");
  const lines: string[] = [];
  let current = "";
  let used = 0;
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const w = widthOf(doc, word);
    if (current && used + space + w <= width) {
      current = `${current} ${word}`;
      used += space + w;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    used = w;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut--;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
      used = widthOf(doc, current);
    }
  }
  if (current) lines.push(current);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = `${kept[max - 1]}…`;
  while (last.length > 1 && !fits(last)) last = `${last.slice(0, -2)}…`;
  kept[max - 1] = last;
  return kept;
}

/**
 * Lays a statement out on pages before drawing it, so every page can say "page n of N": each
 * block asks for its height and starts a new page when it would not fit.
 */
class Layout {
  readonly pages: Draw[][] = [];
  y = 0;
  /** Drawn at the top of a page a table continues on (the table's head). */
  private continuation: ((y: number) => number) | null = null;

  constructor(private readonly continuedHead: (y: number) => Draw) {}

  get page(): Draw[] {
    const page = this.pages.at(-1);
    if (!page) throw new Error("no page yet");
    return page;
  }

  newPage(first = false) {
    this.pages.push([]);
    this.y = MARGIN;
    if (!first) {
      this.page.push(this.continuedHead(this.y));
      this.y += 22;
      if (this.continuation) this.y = this.continuation(this.y);
    }
  }

  /** Makes room for `height` points (a new page when they do not fit). */
  need(height: number) {
    if (this.y + height > BOTTOM) this.newPage();
  }

  draw(draw: Draw) {
    this.page.push(draw);
  }

  /** While a table runs, its head is repeated on each new page. */
  continueWith(head: ((y: number) => number) | null) {
    this.continuation = head;
  }
}

function drawHead(layout: Layout, s: SettlementStatement, issuer: StatementIssuer) {
  const y = layout.y;
  layout.draw((doc) => {
    text(doc, issuer.name, MARGIN, y, 14, true);
    if (issuer.facility) text(doc, issuer.facility, MARGIN, y + 17, 9);
    textRight(doc, "Settlement statement", RIGHT, y, 14, true);
    textRight(doc, s.number, RIGHT, y + 17, 11, true);
  });
  layout.y += 40;
  if (s.status === "draft") {
    const top = layout.y;
    layout.draw((doc) => {
      doc.rect(MARGIN, top, RIGHT - MARGIN, 20).fill("#fde8e8");
      doc.fillColor("#9b1c1c");
      text(
        doc,
        "DRAFT — not final: the amounts change until the load is priced",
        MARGIN + 8,
        top + 6,
        9,
        true,
      );
      doc.fillColor("black");
    });
    layout.y += 28;
  }
  const facts: [string, string][] = [
    ["Statement", s.number],
    ["Load", s.load.slug.toUpperCase()],
    ["Account", s.load.accountName],
    ["Program", s.load.programName ?? "No program"],
    ["Received", dayOf(s.load.receivedAt)],
    ["Payment type", paymentLabel(s.paymentType)],
    [
      "Status",
      s.status === "final"
        ? `Final since ${dayOf(s.finalizedAt)}${s.finalizedBy ? ` (${s.finalizedBy})` : ""}`
        : "Draft",
    ],
  ];
  if (s.carrierCost !== null) facts.push(["Carrier cost", formatMoneyText(s.carrierCost)]);
  if (s.miles !== null) facts.push(["Miles", quantityText(s.miles)]);
  const half = Math.ceil(facts.length / 2);
  const top = layout.y;
  layout.draw((doc) => {
    facts.forEach(([label, value], i) => {
      const x = MARGIN + (i < half ? 0 : 270);
      const row = top + (i % half) * 13;
      text(doc, label, x, row, 9, true);
      text(doc, value.length > 42 ? `${value.slice(0, 41)}…` : value, x + 80, row, 9);
    });
  });
  layout.y += half * 13 + 10;
}

function tableHead(layout: Layout, columns: Column[], title: string): (y: number) => number {
  return (y: number) => {
    layout.draw((doc) => {
      text(doc, title, MARGIN, y, 10, true);
      for (const col of columns) {
        if (col.align === "right") textRight(doc, col.title, MARGIN + col.x + col.width, y + 15, SIZE, true);
        else text(doc, col.title, MARGIN + col.x, y + 15, SIZE, true);
      }
      doc
        .moveTo(MARGIN, y + 26)
        .lineTo(RIGHT, y + 26)
        .lineWidth(0.5)
        .stroke();
    });
    return y + 30;
  };
}

async function drawKind(
  layout: Layout,
  doc: PdfDocument,
  group: { kind: SettlementLine["kind"]; total: string; lines: SettlementLine[] },
) {
  const columns = columnsOf(group.kind);
  const title = kindLabel(group.kind);
  // The head never ends a page alone: it comes with the first row.
  layout.need(30 + LINE + ROW_GAP);
  layout.y = tableHead(layout, columns, title)(layout.y);
  layout.continueWith(tableHead(layout, columns, `${title} (continued)`));
  for (const [i, line] of group.lines.entries()) {
    const cells = columns.map((col) =>
      col.align === "left" ? wrap(doc, col.cell(line), col.width, 3) : [col.cell(line)],
    );
    const height = Math.max(...cells.map((c) => c.length)) * LINE + ROW_GAP;
    layout.need(height);
    const y = layout.y;
    layout.draw((d) => {
      columns.forEach((col, k) => {
        (cells[k] ?? []).forEach((value, n) => {
          if (col.align === "right") textRight(d, value, MARGIN + col.x + col.width, y + n * LINE);
          else text(d, value, MARGIN + col.x, y + n * LINE);
        });
      });
    });
    layout.y += height;
    if ((i + 1) % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  layout.continueWith(null);
  layout.need(18);
  const y = layout.y;
  layout.draw((d) => {
    d.moveTo(MARGIN + AMOUNT.x - 40, y)
      .lineTo(RIGHT, y)
      .lineWidth(0.5)
      .stroke();
    textRight(d, `Total ${title.toLowerCase()}`, MARGIN + AMOUNT.x - 8, y + 4, SIZE, true);
    textRight(d, formatMoneyText(group.total), RIGHT, y + 4, SIZE, true);
  });
  layout.y += 26;
}

function drawTotals(layout: Layout, s: SettlementStatement, groups: ReturnType<typeof linesByKind>) {
  const rows: [string, string][] = groups.map((g) => [kindLabel(g.kind), formatMoneyText(g.total)]);
  rows.push(["Credits (owed to the client)", formatMoneyText(s.totals.credits)]);
  rows.push(["Charges (charged to the client)", formatMoneyText(s.totals.charges)]);
  const height = 18 + rows.length * 13 + 34;
  layout.need(height);
  const top = layout.y;
  const labelX = MARGIN + 250;
  layout.draw((doc) => {
    text(doc, "Totals", labelX, top, 10, true);
    rows.forEach(([label, value], i) => {
      text(doc, label, labelX, top + 16 + i * 13, 9);
      textRight(doc, value, RIGHT, top + 16 + i * 13, 9);
    });
    const net = top + 16 + rows.length * 13 + 4;
    doc.rect(labelX - 6, net - 4, RIGHT - labelX + 10, 22).fill("#eef2f7");
    doc.fillColor("black");
    text(doc, "Net", labelX, net + 2, 11, true);
    textRight(doc, netText(s), RIGHT, net + 2, 11, true);
  });
  layout.y += height;
}

/**
 * The statement's notes, and on a draft what is still open: products no price reached (the load
 * cannot be priced yet) and rules or services that could not apply.
 */
function drawOpenPoints(layout: Layout, doc: PdfDocument, s: SettlementStatement) {
  const items =
    s.status === "draft"
      ? [
          ...s.unpricedProducts.map((p) => `Unpriced: ${p.name} — ${p.reason}`),
          ...s.skippedRules.map((r) => `Not applied: ${skippedText(r)}`),
        ]
      : [];
  if (s.notes) items.push(s.status === "draft" ? `Notes: ${s.notes}` : s.notes);
  for (const [i, item] of items.entries()) {
    const lines = wrap(doc, item, RIGHT - MARGIN, 6);
    const title = i === 0 ? 16 : 0;
    layout.need(title + lines.length * LINE + ROW_GAP);
    const y = layout.y;
    layout.draw((d) => {
      if (title) text(d, s.status === "draft" ? "To note" : "Notes", MARGIN, y, 10, true);
      lines.forEach((l, n) => {
        text(d, l, MARGIN, y + title + n * LINE);
      });
    });
    layout.y += title + lines.length * LINE + ROW_GAP;
  }
}

/**
 * A settlement statement as a PDF: who issues it, the statement's facts (a draft marked as such
 * on every page), its lines by kind with each kind's total, the totals and the net with its
 * direction, then what is still open. Laid out first so each page carries "page n of N"; a
 * statement of thousands of lines pages its tables with their heads repeated.
 */
export async function renderStatementPdf(s: SettlementStatement, issuer: StatementIssuer): Promise<Buffer> {
  const pdf = startPdf(`Settlement statement ${s.number}`);
  const { doc } = pdf;
  const layout = new Layout((y) => (d) => {
    text(d, `${issuer.name} · Settlement statement ${s.number} (continued)`, MARGIN, y, 9, true);
  });
  layout.newPage(true);
  drawHead(layout, s, issuer);
  const groups = linesByKind(s);
  if (groups.length === 0) {
    const y = layout.y;
    layout.draw((d) => text(d, "No lines yet", MARGIN, y, 9));
    layout.y += 20;
  }
  for (const group of groups) await drawKind(layout, doc, group);
  drawTotals(layout, s, groups);
  layout.y += 10;
  drawOpenPoints(layout, doc, s);

  const count = layout.pages.length;
  for (const [i, page] of layout.pages.entries()) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    if (s.status === "draft") drawDraftMark(doc);
    for (const draw of page) draw(doc);
    text(doc, `${s.number} · ${statusLabel(s)}`, MARGIN, PAGE.height - MARGIN, 7);
    textRight(doc, `Page ${i + 1} of ${count}`, RIGHT, PAGE.height - MARGIN, 7);
    if ((i + 1) % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return finishPdf(pdf);
}

/** A large light "DRAFT" across the page, under the content. */
function drawDraftMark(doc: PdfDocument) {
  doc.save();
  doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  doc.fillColor("#f3d6d6").font("Helvetica-Bold").fontSize(120);
  doc.text("DRAFT", PAGE.width / 2 - 190, PAGE.height / 2 - 60, { lineBreak: false });
  doc.restore();
  doc.fillColor("black");
}
