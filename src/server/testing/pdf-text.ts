/** The text of a PDF's pages, joined with spaces (pdfjs-dist, as the browser journeys read PDFs). */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    parts.push((await (await document.getPage(page)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}
