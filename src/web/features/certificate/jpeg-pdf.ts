/**
 * A one-page PDF holding one JPEG image that fills the page: the smallest valid PDF a browser can
 * build without a library (the JPEG travels as it is, DCTDecode). Offsets in the cross-reference
 * table count bytes, so every part before the image is ASCII.
 */
export interface JpegPage {
  jpeg: Uint8Array;
  /** The image's size in pixels. */
  pixelWidth: number;
  pixelHeight: number;
  /** The page's size in points (1/72 inch). */
  pageWidth: number;
  pageHeight: number;
  title: string;
}

export function jpegPagePdf({ jpeg, pixelWidth, pixelHeight, pageWidth, pageHeight, title }: JpegPage): Uint8Array {
  const encoder = new TextEncoder();
  const drawing = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q`;
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (number: number, body: string) => {
    offsets[number] = length;
    write(`${number} 0 obj\n${body}\nendobj\n`);
  };

  write('%PDF-1.4\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`);
  offsets[4] = length;
  write(`4 0 obj\n<< /Type /XObject /Subtype /Image /Width ${pixelWidth} /Height ${pixelHeight} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`);
  write(jpeg);
  write('\nendstream\nendobj\n');
  object(5, `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`);
  object(6, `<< /Title ${pdfString(title)} /Producer (course site) >>`);

  const xref = length;
  write(`xref\n0 7\n0000000000 65535 f \n${offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`);
  write(`trailer\n<< /Size 7 /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const file = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

/** A PDF text string: ASCII kept (with its delimiters escaped), anything else as a UTF-16 hex string. */
function pdfString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}
