import { describe, expect, it } from 'vitest';
import { acceptedAttachmentExtension, caseStudiesComplete, mayEditCaseStudy, submissionProblem } from './case-studies';

const words = (count: number) => Array.from({ length: count }, () => 'saved').join(' ');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');

describe('case study attachments', () => {
  it('accepts a PDF, a picture or a document whose first bytes match its name', () => {
    expect(acceptedAttachmentExtension('Plan.PDF', PDF)).toBe('pdf');
    expect(acceptedAttachmentExtension('chart.png', PNG)).toBe('png');
    expect(acceptedAttachmentExtension('notes.txt', new TextEncoder().encode('Hours saved: 6'))).toBe('txt');
  });

  it('refuses a file whose content is not what its name says, and types outside the list', () => {
    expect(acceptedAttachmentExtension('chart.jpg', PNG)).toBeNull();
    expect(acceptedAttachmentExtension('report.pdf', PNG)).toBeNull();
    expect(acceptedAttachmentExtension('tool.exe', PDF)).toBeNull();
    expect(acceptedAttachmentExtension('archive.zip', Uint8Array.from([0x50, 0x4b, 3, 4]))).toBeNull();
  });
});

describe('a case study’s states', () => {
  it('may be edited as a draft or once returned, never while with the board or once approved', () => {
    expect(['draft', 'submitted', 'returned', 'approved'].map((status) => mayEditCaseStudy(status as never))).toEqual([true, false, true, false]);
  });

  it('is submitted only with a title and 50 words, and only from a draft or a return', () => {
    expect(submissionProblem({ status: 'draft', title: 'Bakery bot', body: words(50) })).toBeNull();
    expect(submissionProblem({ status: 'returned', title: 'Bakery bot', body: words(50) })).toBeNull();
    expect(submissionProblem({ status: 'draft', title: 'Bakery bot', body: words(49) })).toBe('Tell the whole project before you submit: at least 50 words (you have 49).');
    expect(submissionProblem({ status: 'draft', title: ' ', body: words(50) })).toMatch(/title/);
    expect(submissionProblem({ status: 'submitted', title: 'Bakery bot', body: words(50) })).toMatch(/already with the review board/);
    expect(submissionProblem({ status: 'approved', title: 'Bakery bot', body: words(50) })).toMatch(/approved/);
  });

  it('completes the certification’s half only with three approved', () => {
    expect(caseStudiesComplete(['approved', 'approved', 'returned'])).toBe(false);
    expect(caseStudiesComplete(['approved', 'approved', 'approved'])).toBe(true);
  });
});
