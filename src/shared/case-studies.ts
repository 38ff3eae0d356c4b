import { fileExtension, type ResourceExtension } from './file-size';
import { imageTypeOf, resourceContentMatches, type ImageType } from './file-signature';
import { countWords } from './publish-checklist';

/**
 * The Elite certification's case studies (issue 26, decision 0093): three written accounts of an
 * AI project in the learner's business, each reviewed by the board. A learner writes and edits a
 * draft, submits it, and edits a returned one again; an approved one is final.
 */

export const CASE_STUDIES_REQUIRED = 3;
export const CASE_STUDY_STATUSES = ['draft', 'submitted', 'returned', 'approved'] as const;
export type CaseStudyStatus = (typeof CASE_STUDY_STATUSES)[number];

export const CASE_STUDY_TITLE_MAX = 200;
export const CASE_STUDY_TEXT_MAX = 20_000;
/** A submitted account tells the whole project: what, how, and what came of it. */
export const CASE_STUDY_MIN_WORDS_TO_SUBMIT = 50;

export const MAX_ATTACHMENTS_PER_CASE_STUDY = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt'] as const satisfies readonly ResourceExtension[];
const IMAGE_EXTENSIONS: Record<string, ImageType> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp' };
export const ATTACHMENT_EXTENSIONS = [...DOCUMENT_EXTENSIONS, ...Object.keys(IMAGE_EXTENSIONS)] as const;

export const ATTACHMENT_CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export const ATTACHMENT_TYPE_MESSAGE = `Attach a PDF, a picture (PNG, JPEG or WebP) or a document (${DOCUMENT_EXTENSIONS.filter((ext) => ext !== 'pdf').join(', ')}); the file's content must match its type.`;
export const ATTACHMENT_SIZE_MESSAGE = `An attachment may be at most ${MAX_ATTACHMENT_BYTES / 1024 ** 2}MB.`;

/** The attachment's lower-case extension when its name and first bytes agree on an accepted type; null otherwise. */
export function acceptedAttachmentExtension(fileName: string, head: Uint8Array): string | null {
  const extension = fileExtension(fileName);
  const image = IMAGE_EXTENSIONS[extension];
  if (image) return imageTypeOf(head) === image ? extension : null;
  if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return resourceContentMatches(extension as ResourceExtension, head) ? extension : null;
  return null;
}

export const mayEditCaseStudy = (status: CaseStudyStatus) => status === 'draft' || status === 'returned';

/** Why a case study cannot be submitted as it stands, or null when it can. */
export function submissionProblem(caseStudy: { status: CaseStudyStatus; title: string; body: string }): string | null {
  if (caseStudy.status === 'submitted') return 'This case study is already with the review board.';
  if (caseStudy.status === 'approved') return 'This case study is approved; it cannot be changed.';
  if (!caseStudy.title.trim()) return 'Give your case study a title before you submit it.';
  const words = countWords(caseStudy.body);
  if (words < CASE_STUDY_MIN_WORDS_TO_SUBMIT) {
    return `Tell the whole project before you submit: at least ${CASE_STUDY_MIN_WORDS_TO_SUBMIT} words (you have ${words}).`;
  }
  return null;
}

/** Whether the case-study half of the Elite certification is met. */
export function caseStudiesComplete(statuses: readonly CaseStudyStatus[], required = CASE_STUDIES_REQUIRED): boolean {
  return statuses.filter((status) => status === 'approved').length >= required;
}

export const CASE_STUDY_STATUS_LABELS: Record<CaseStudyStatus, string> = {
  draft: 'Draft',
  submitted: 'With the review board',
  returned: 'Returned for changes',
  approved: 'Approved',
};
