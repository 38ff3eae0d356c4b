import { readFileSync } from 'node:fs';
import { renderPdf } from './render-pdf';
import { renderXlsx, workbookSourceSchema } from './render-xlsx';
import { courseTitleOf, type ResourceSource } from './resource-files';

/** Builds one resource file from its source, stamped with `date` (YYYY-MM-DD): the same inputs give the same bytes. */
export async function buildResource(source: ResourceSource, date: string): Promise<Buffer> {
  const text = readFileSync(source.sourcePath, 'utf8');
  const stamp = new Date(`${date}T00:00:00Z`);
  if (source.kind === 'pdf') return renderPdf({ markdown: text, courseTitle: courseTitleOf(source.courseSlug), date: stamp });
  const parsed = workbookSourceSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${source.courseSlug}/${source.sourceName}: ${issue.message} at ${issue.path.join('.')}`);
  }
  return renderXlsx(parsed.data, stamp);
}
