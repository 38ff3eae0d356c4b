import { describe, expect, it } from 'vitest';
import type { CertificateWording } from './certificate-format';
import { drawCertificate } from './certificate-pdf';
import { PAPER_SIZES, type Paper } from './certificate-paper';
import type { CertificateDetails } from './use-certificate';

/**
 * The certificate's drawing, read back from the canvas calls it makes: every element's box on
 * US Letter and A4, with an ordinary certificate and one whose every text is as long as it gets.
 * The browser journey (tests/e2e/certificate.e2e.ts) looks at the PDF's pixels.
 */

interface Box {
  kind: 'fill' | 'frame' | 'text' | 'image' | 'path';
  label: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const fontSize = (font: string) => Number(/([\d.]+)px/.exec(font)![1]);

/** A 2D context that records where each call draws, with text as wide as a generous average glyph. */
class RecordingContext {
  boxes: Box[] = [];
  fillStyle = '';
  strokeStyle = '';
  lineWidth = 1;
  font = '10px sans-serif';
  textAlign = 'start';
  textBaseline = 'alphabetic';
  private points: [number, number][] = [];

  measureText(text: string) {
    return { width: [...text].length * fontSize(this.font) * 0.6 };
  }
  fillRect(x: number, y: number, width: number, height: number) {
    this.boxes.push({ kind: 'fill', label: this.fillStyle, left: x, top: y, right: x + width, bottom: y + height });
  }
  strokeRect(x: number, y: number, width: number, height: number) {
    const half = this.lineWidth / 2;
    this.boxes.push({ kind: 'frame', label: this.strokeStyle, left: x - half, top: y - half, right: x + width + half, bottom: y + height + half });
  }
  fillText(text: string, x: number, y: number) {
    expect(this.textAlign).toBe('center');
    const size = fontSize(this.font);
    const half = this.measureText(text).width / 2;
    this.boxes.push({ kind: 'text', label: text, left: x - half, top: y - size * 0.8, right: x + half, bottom: y + size * 0.25 });
  }
  drawImage(image: { name: string }, x: number, y: number, width: number, height: number) {
    this.boxes.push({ kind: 'image', label: image.name, left: x, top: y, right: x + width, bottom: y + height });
  }
  beginPath() {
    this.points = [];
  }
  moveTo(x: number, y: number) {
    this.points.push([x, y]);
  }
  lineTo(x: number, y: number) {
    this.points.push([x, y]);
  }
  closePath() {}
  stroke() {
    this.path(this.lineWidth / 2);
  }
  fill() {
    this.path(0);
  }
  private path(half: number) {
    const xs = this.points.map(([x]) => x);
    const ys = this.points.map(([, y]) => y);
    this.boxes.push({ kind: 'path', label: 'path', left: Math.min(...xs) - half, top: Math.min(...ys) - half, right: Math.max(...xs) + half, bottom: Math.max(...ys) + half });
  }
}

const ORDINARY: CertificateDetails = {
  certificateId: 'CERT-2026-AB12CD',
  courseTitle: 'AI 101 for Business Owners',
  learnerName: 'Maria Lopez',
  issuedAt: '2026-09-30T23:59:00.000Z',
} as CertificateDetails;
const LONGEST: CertificateDetails = {
  ...ORDINARY,
  courseTitle: 'Leading AI Transformation: Strategy, Governance and Change for Owner-Led Companies of Every Size',
  learnerName: 'Maximiliana Alexandrina Wolfeschlegelsteinhausen-Bergerdorff de la Cruz',
};
const VERIFY = 'https://courses.example.com/verify/CERT-2026-AB12CD';
const LONG_VERIFY = `https://a-very-long-subdomain-of-the-academy.example-learning-company.com/verify/CERT-2026-AB12CD`;

const ELITE_CREDENTIAL: CertificateWording = {
  heading: 'Certificate of Certification',
  statement: 'has earned the certification',
  dateLabel: 'Date issued',
  idLabel: 'Credential ID',
  validity: 'Valid until September 30, 2027',
};

function draw(paper: Paper, certificate: CertificateDetails, verifyUrl = VERIFY, wording?: CertificateWording): Box[] {
  const context = new RecordingContext();
  drawCertificate(
    context as unknown as CanvasRenderingContext2D,
    paper,
    certificate,
    verifyUrl,
    {
      seal: { name: 'seal' } as unknown as CanvasImageSource,
      signature: { name: 'signature' } as unknown as CanvasImageSource,
    },
    wording,
  );
  return context.boxes;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each(Object.keys(PAPER_SIZES) as Paper[])('the certificate PDF on %s', (paper) => {
  const { width, height } = PAPER_SIZES[paper];

  it.each([
    ['an ordinary certificate', ORDINARY, VERIFY, undefined],
    ['the longest name, course title and verify address', LONGEST, LONG_VERIFY, undefined],
    ['an Elite certification with its expiry', LONGEST, LONG_VERIFY, ELITE_CREDENTIAL],
  ])('draws every element of %s inside the page, within the frame, none over another', (_label, certificate, verifyUrl, wording) => {
    const boxes = draw(paper, certificate, verifyUrl, wording);
    for (const box of boxes) {
      expect(box.left, box.label).toBeGreaterThanOrEqual(0);
      expect(box.top, box.label).toBeGreaterThanOrEqual(0);
      expect(box.right, box.label).toBeLessThanOrEqual(width);
      expect(box.bottom, box.label).toBeLessThanOrEqual(height);
    }
    // Inside the innermost (gold) frame: everything but the paper and the frames themselves.
    const frames = boxes.filter((box) => box.kind === 'frame');
    const inner = frames[frames.length - 1]!;
    for (const box of boxes.filter((box) => box.kind === 'text' || box.kind === 'image')) {
      expect(box.left, box.label).toBeGreaterThan(inner.left);
      expect(box.right, box.label).toBeLessThan(inner.right);
      expect(box.top, box.label).toBeGreaterThan(inner.top);
      expect(box.bottom, box.label).toBeLessThan(inner.bottom);
    }
    const content = boxes.filter((box) => box.kind === 'text' || box.kind === 'image');
    for (const [index, a] of content.entries()) {
      for (const b of content.slice(index + 1)) expect(overlaps(a, b), `${a.label} over ${b.label}`).toBe(false);
    }
  });

  it('draws the name, course, date, instructor, ID and verify address, the signature above the instructor and the seal between date and signature', () => {
    const boxes = draw(paper, ORDINARY);
    const text = (label: string) => boxes.find((box) => box.kind === 'text' && box.label === label)!;
    for (const label of ['Certificate of Completion', 'Maria Lopez', 'AI 101 for Business Owners', 'September 30, 2026', 'Daniel Hart', 'Certificate ID: CERT-2026-AB12CD', `Verify at ${VERIFY}`]) {
      expect(text(label), label).toBeDefined();
    }
    const images = boxes.filter((box) => box.kind === 'image');
    expect(images.map((box) => box.label)).toEqual(['seal', 'signature']);
    const [seal, signature] = images as [Box, Box];
    const date = text('September 30, 2026');
    const instructor = text('Daniel Hart');
    expect(signature.bottom).toBeLessThanOrEqual(instructor.top);
    expect((signature.left + signature.right) / 2).toBeCloseTo((instructor.left + instructor.right) / 2);
    expect(seal.left).toBeGreaterThan(date.right);
    expect(seal.right).toBeLessThan(signature.left);
    // The date sits as far left of the centre as the signature sits right of it.
    expect(width / 2 - (date.left + date.right) / 2).toBeCloseTo((signature.left + signature.right) / 2 - width / 2);
  });

  it('words a certification as one: its heading, statement, ID label and expiry', () => {
    const boxes = draw(paper, { ...ORDINARY, courseTitle: 'Elite AI Implementation Partner' }, VERIFY, ELITE_CREDENTIAL);
    const labels = boxes.filter((box) => box.kind === 'text').map((box) => box.label);
    for (const label of ['Certificate of Certification', 'has earned the certification', 'Elite AI Implementation Partner', 'Date issued', 'Credential ID: CERT-2026-AB12CD', 'Valid until September 30, 2027']) {
      expect(labels, label).toContain(label);
    }
    expect(labels).not.toContain('Certificate of Completion');
  });
});
