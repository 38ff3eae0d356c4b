import PDFDocument from 'pdfkit';
import { SITE_NAME } from '../../../shared/brand';

/**
 * A resource's markdown source (a small subset: `#`–`###` headings, paragraphs, `**bold**`,
 * `-` and `1.` lists, `- [ ]` checklists, `>` notes, pipe tables and `___` lines to write on)
 * laid out as a printable PDF on US Letter paper (8.5 × 11 in, the size a US office prints on)
 * with the standard Helvetica fonts. Streams are left
 * uncompressed and the dates fixed, so the same source gives the same bytes on every Node.
 */

export interface PdfSource {
  markdown: string;
  /** Printed in every page's footer with the site's name: the course the resource belongs to. */
  courseTitle: string;
  /** The date the document is stamped with (its "as of"), from the lock's build date. */
  date: Date;
}

/** US Letter, 612 × 792 points; the content check refuses a PDF on any other size. */
export const PAGE = { size: 'LETTER' as const, margin: 56 };
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', oblique: 'Helvetica-Oblique' };
const INK = '#1f2937';
const BRAND = '#1d4ed8';
const LINE = '#9ca3af';

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'checklist'; items: string[] }
  | { kind: 'note'; text: string }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'writing-lines'; count: number };

/** Splits the source into blocks; unknown syntax stays as text rather than vanishing. */
export function parseResourceMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  let index = 0;
  const take = (test: (line: string) => boolean): string[] => {
    const taken: string[] = [];
    while (index < lines.length && test(lines[index]!)) taken.push(lines[index++]!);
    return taken;
  };
  while (index < lines.length) {
    const line = lines[index]!;
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    if (line.trim() === '') index++;
    else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]!.trim() });
      index++;
    } else if (/^- \[ \] /.test(line)) blocks.push({ kind: 'checklist', items: take((l) => /^- \[ \] /.test(l)).map((l) => l.slice(6).trim()) });
    else if (/^- /.test(line)) blocks.push({ kind: 'list', ordered: false, items: take((l) => /^- /.test(l) && !/^- \[ \] /.test(l)).map((l) => l.slice(2).trim()) });
    else if (/^\d+\. /.test(line)) blocks.push({ kind: 'list', ordered: true, items: take((l) => /^\d+\. /.test(l)).map((l) => l.replace(/^\d+\. /, '').trim()) });
    else if (/^> ?/.test(line)) blocks.push({ kind: 'note', text: take((l) => /^> ?/.test(l)).map((l) => l.replace(/^> ?/, '')).join(' ') });
    else if (/^\|/.test(line)) {
      const rows = take((l) => /^\|/.test(l))
        .filter((l) => !/^\|\s*:?-{3,}/.test(l))
        .map((l) => l.replace(/^\||\|\s*$/g, '').split('|').map((cell) => cell.trim()));
      blocks.push({ kind: 'table', rows });
    } else if (/^_{3,}$/.test(line.trim())) blocks.push({ kind: 'writing-lines', count: take((l) => /^_{3,}$/.test(l.trim())).length });
    else blocks.push({ kind: 'paragraph', text: take((l) => l.trim() !== '' && !/^(#{1,3} |- |\d+\. |> ?|\||_{3,}$)/.test(l)).join(' ') });
  }
  return blocks;
}

/** Text with `**bold**` spans, as runs for pdfkit's `continued` text. */
function runs(text: string): { text: string; bold: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('**') && part.endsWith('**') ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false }));
}

export function renderPdf(source: PdfSource): Promise<Buffer> {
  const blocks = parseResourceMarkdown(source.markdown);
  const title = blocks.find((block): block is Extract<Block, { kind: 'heading' }> => block.kind === 'heading' && block.level === 1)?.text ?? source.courseTitle;
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    compress: false,
    bufferPages: true,
    info: { Title: title, Author: SITE_NAME, Subject: source.courseTitle, Creator: SITE_NAME, Producer: SITE_NAME, CreationDate: source.date, ModDate: source.date },
    lang: 'en-US',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = PAGE.margin;
  const width = doc.page.width - PAGE.margin * 2;
  const bottom = () => doc.page.height - PAGE.margin;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const writeRuns = (text: string, x: number, textWidth: number, size: number, baseBold = false) => {
    doc.fontSize(size).fillColor(INK);
    const parts = runs(text);
    doc.text('', x, doc.y, { width: textWidth, continued: parts.length > 0 });
    parts.forEach((part, i) => {
      doc.font(part.bold || baseBold ? FONT.bold : FONT.regular).text(part.text, { width: textWidth, continued: i < parts.length - 1, lineGap: 2 });
    });
    if (parts.length === 0) doc.text('', { width: textWidth });
  };

  for (const block of blocks) {
    switch (block.kind) {
      case 'heading': {
        const size = block.level === 1 ? 20 : block.level === 2 ? 14 : 11.5;
        ensureRoom(size * 3);
        if (block.level > 1) doc.moveDown(0.6);
        doc.font(FONT.bold).fontSize(size).fillColor(block.level === 1 ? BRAND : INK).text(block.text, left, doc.y, { width });
        if (block.level === 1) {
          doc.moveDown(0.2);
          doc.font(FONT.regular).fontSize(9).fillColor('#4b5563').text(`${source.courseTitle} · ${SITE_NAME}`, { width });
          doc.moveTo(left, doc.y + 6).lineTo(left + width, doc.y + 6).lineWidth(1).strokeColor(BRAND).stroke();
          doc.moveDown(1);
        } else doc.moveDown(0.3);
        break;
      }
      case 'paragraph':
        ensureRoom(24);
        writeRuns(block.text, left, width, 10.5);
        doc.moveDown(0.6);
        break;
      case 'note': {
        const height = doc.font(FONT.regular).fontSize(10).heightOfString(block.text.replace(/\*\*/g, ''), { width: width - 24, lineGap: 2 }) + 16;
        ensureRoom(height);
        const top = doc.y;
        doc.rect(left, top, width, height).fill('#eff6ff');
        doc.rect(left, top, 3, height).fill(BRAND);
        doc.y = top + 8;
        writeRuns(block.text, left + 14, width - 24, 10);
        doc.y = top + height;
        doc.moveDown(0.6);
        break;
      }
      case 'list':
        block.items.forEach((item, i) => {
          ensureRoom(doc.font(FONT.regular).fontSize(10.5).heightOfString(item.replace(/\*\*/g, ''), { width: width - 22, lineGap: 2 }) + 4);
          const top = doc.y;
          doc.font(FONT.regular).fontSize(10.5).fillColor(INK).text(block.ordered ? `${i + 1}.` : '•', left + 4, top, { width: 18 });
          doc.y = top;
          writeRuns(item, left + 22, width - 22, 10.5);
          doc.moveDown(0.25);
        });
        doc.moveDown(0.4);
        break;
      case 'checklist':
        for (const item of block.items) {
          ensureRoom(doc.font(FONT.regular).fontSize(10.5).heightOfString(item.replace(/\*\*/g, ''), { width: width - 20, lineGap: 2 }) + 4);
          const top = doc.y;
          doc.rect(left + 2, top + 1, 9, 9).lineWidth(0.8).strokeColor(INK).stroke();
          doc.y = top;
          writeRuns(item, left + 20, width - 20, 10.5);
          doc.moveDown(0.35);
        }
        doc.moveDown(0.4);
        break;
      case 'writing-lines':
        for (let i = 0; i < block.count; i++) {
          ensureRoom(24);
          doc.y += 20;
          doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.5).strokeColor(LINE).stroke();
        }
        doc.moveDown(1);
        break;
      case 'table':
        drawTable(doc, block.rows, left, width, bottom);
        doc.moveDown(0.8);
        break;
    }
  }

  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor('#6b7280')
      .text(`${title} · ${SITE_NAME} · page ${i + 1} of ${pages.count}`, left, doc.page.height - PAGE.margin / 2 - 4, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = keep;
  }
  doc.end();
  return done;
}

/** A table with a bold first row, equal columns unless the text needs otherwise, rows kept whole across pages. */
function drawTable(doc: PDFKit.PDFDocument, rows: string[][], left: number, width: number, bottom: () => number): void {
  const columns = Math.max(...rows.map((row) => row.length));
  const longest = Array.from({ length: columns }, (_, c) => Math.max(14, ...rows.map((row) => (row[c] ?? '').length)));
  const total = longest.reduce((sum, n) => sum + Math.min(n, 60), 0);
  const widths = longest.map((n) => (Math.min(n, 60) / total) * width);
  const padding = 5;
  // An empty row is a row to write in: tall enough for handwriting.
  const heightOf = (row: string[], bold: boolean) =>
    row.every((cell) => cell === '')
      ? 24
      : Math.max(
      ...widths.map((w, c) => doc.font(bold ? FONT.bold : FONT.regular).fontSize(9.5).heightOfString((row[c] ?? '').replace(/\*\*/g, ''), { width: w - padding * 2, lineGap: 1 })),
    ) +
    padding * 2;
  const drawRow = (row: string[], header: boolean) => {
    const height = heightOf(row, header);
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    let x = left;
    widths.forEach((w, c) => {
      if (header) doc.rect(x, top, w, height).fill('#e5edff');
      doc.rect(x, top, w, height).lineWidth(0.6).strokeColor(LINE).stroke();
      const text = row[c] ?? '';
      const bold = header || (text.startsWith('**') && text.endsWith('**'));
      doc.font(bold ? FONT.bold : FONT.regular).fontSize(9.5).fillColor(INK).text(text.replace(/\*\*/g, ''), x + padding, top + padding, { width: w - padding * 2, lineGap: 1 });
      x += w;
    });
    doc.x = left;
    doc.y = top + height;
  };
  rows.forEach((row, i) => drawRow(row, i === 0));
}
