import { describe, expect, it } from 'vitest';
import { jpegPagePdf } from './jpeg-pdf';

const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x28, 0x29, 0xff, 0xd9]);
const page = { jpeg, pixelWidth: 1650, pixelHeight: 1275, pageWidth: 792, pageHeight: 612, title: 'Certificate of Completion' };

function latin1(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
}

describe('jpegPagePdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const text = latin1(jpegPagePdf(page));
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = text.slice(startxref).split('\n').slice(3, 9);
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('holds the JPEG as it is, at its pixel size, on a landscape letter page', () => {
    const file = jpegPagePdf(page);
    const text = latin1(file);
    expect(text).toContain('/Width 1650 /Height 1275');
    expect(text).toContain('/MediaBox [0 0 792 612]');
    expect(text).toContain(`/Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${latin1(jpeg)}\nendstream`);
  });

  it('writes a title outside ASCII as UTF-16 and escapes parentheses in an ASCII one', () => {
    expect(latin1(jpegPagePdf({ ...page, title: 'Zoë' }))).toContain('/Title <FEFF005A006F00EB>');
    expect(latin1(jpegPagePdf({ ...page, title: 'AI (101)' }))).toContain('/Title (AI \\(101\\))');
  });
});
