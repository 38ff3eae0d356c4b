import { SITE_NAME } from '@shared/brand';
import { INSTRUCTOR } from '@shared/instructor';
import { COMPLETION_WORDING, formatCertificateDate, type CertificateWording } from './certificate-format';
import { PAPER_SIZES, type Paper } from './certificate-paper';
import { jpegPagePdf } from './jpeg-pdf';
import sealUrl from './images/seal.svg?url';
import { sealOf } from './elite-seal';
import signatureUrl from './images/signature.svg?url';
import type { CertificateDetails } from './use-certificate';

/** Dots per point: the page is drawn at 150 dots per inch. */
const SCALE = 150 / 72;
const COLORS = { paper: '#fffdf7', brand: '#115e59', brandDark: '#134e4a', gold: '#f59e0b', ink: '#0f172a', muted: '#475569', rule: '#94a3b8' };
const SERIF = 'Georgia, "Times New Roman", serif';
const SANS = 'system-ui, "Segoe UI", Helvetica, Arial, sans-serif';

/** The learner, what they earned (a course or a certification), when, and its ID. */
export type CertificateFace = Pick<CertificateDetails, 'certificateId' | 'issuedAt' | 'learnerName' | 'courseTitle'> & { eliteSeal?: boolean };

/** The seal and the instructor's signature, drawn as images (the files beside this one). */
export interface CertificateImages {
  seal: CanvasImageSource;
  signature: CanvasImageSource;
}

/**
 * The certificate as a one-page PDF file, drawn on a canvas with the browser's own fonts (so any
 * name, in any script, comes out as it reads on screen) and saved as `certificate-<ID>.pdf`, on
 * US Letter or A4. Loaded only when the learner asks for the file.
 */
export async function downloadCertificatePdf(certificate: CertificateFace, verifyUrl: string, paper: Paper, wording: CertificateWording = COMPLETION_WORDING): Promise<void> {
  const page = PAPER_SIZES[paper];
  const [seal, signature] = await Promise.all([loadImage(sealOf(certificate, sealUrl).url), loadImage(signatureUrl)]);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(page.width * SCALE);
  canvas.height = Math.round(page.height * SCALE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the certificate');
  context.setTransform(canvas.width / page.width, 0, 0, canvas.height / page.height, 0, 0);
  drawCertificate(context, paper, certificate, verifyUrl, { seal, signature }, wording);
  const jpeg = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The certificate could not be drawn'))), 'image/jpeg', 0.92),
  );
  const pdf = jpegPagePdf({
    jpeg: new Uint8Array(await jpeg.arrayBuffer()),
    pixelWidth: canvas.width,
    pixelHeight: canvas.height,
    pageWidth: page.width,
    pageHeight: page.height,
    title: `${wording.heading}: ${certificate.courseTitle}`,
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  link.download = `certificate-${certificate.certificateId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The certificate's image ${url} did not load`));
    image.src = url;
  });
}

/**
 * Draws the certificate in points on a context whose transform maps points to its pixels. The
 * layout is the certificate page's (name, course, date, seal, signature, ID, verify address),
 * set out for US Letter and shrunk to fit A4's lower page: every position is from the page's
 * centre or its top, times the page's height over Letter's, so nothing leaves either page.
 */
export function drawCertificate(
  context: CanvasRenderingContext2D,
  paper: Paper,
  certificate: CertificateFace,
  verifyUrl: string,
  images: CertificateImages,
  wording: CertificateWording = COMPLETION_WORDING,
): void {
  const { width, height } = PAPER_SIZES[paper];
  const unit = height / PAPER_SIZES.letter.height;
  const at = (y: number) => y * unit;
  const center = width / 2;
  const maxWidth = width - 150 * unit;

  context.fillStyle = COLORS.paper;
  context.fillRect(0, 0, width, height);
  for (const [inset, lineWidth, color] of [
    [24, 4, COLORS.brand],
    [32, 1.5, COLORS.brand],
    [40, 1.5, COLORS.gold],
  ] as const) {
    context.strokeStyle = color;
    context.lineWidth = lineWidth * unit;
    context.strokeRect(inset * unit, inset * unit, width - 2 * inset * unit, height - 2 * inset * unit);
  }
  drawCorners(context, width, height, unit);

  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  /** One centred line, its font shrunk until it fits the width it may take. */
  const line = (text: string, x: number, y: number, size: number, font: string, color: string, style = '', fitWidth = maxWidth) => {
    let fontSize = size * unit;
    context.font = `${style} ${fontSize}px ${font}`;
    while (context.measureText(text).width > fitWidth && fontSize > 6) {
      fontSize -= 0.5;
      context.font = `${style} ${fontSize}px ${font}`;
    }
    context.fillStyle = color;
    context.fillText(text, x, at(y));
    return context.measureText(text).width;
  };
  const rule = (x: number, y: number, ruleWidth: number, thickness: number, color: string) => {
    context.fillStyle = color;
    context.fillRect(x - ruleWidth / 2, at(y), ruleWidth, thickness * unit);
  };

  line(SITE_NAME.toUpperCase(), center, 94, 13, SANS, COLORS.brand, '600');
  line(wording.heading, center, 148, 44, SERIF, COLORS.brandDark, 'bold');
  rule(center - 58 * unit, 170, 84 * unit, 1.5, COLORS.gold);
  rule(center + 58 * unit, 170, 84 * unit, 1.5, COLORS.gold);
  drawDiamond(context, center, at(170.75), 4 * unit);
  line('This certifies that', center, 210, 17, SERIF, COLORS.muted, 'italic');
  const nameWidth = line(certificate.learnerName.trim() || 'Student', center, 262, 40, SERIF, COLORS.ink, 'italic 600');
  rule(center, 278, Math.min(maxWidth, Math.max(320 * unit, nameWidth + 60 * unit)), 1, COLORS.gold);
  line(wording.statement, center, 310, 17, SERIF, COLORS.muted, 'italic');
  line(certificate.courseTitle, center, 346, 24, SANS, COLORS.brandDark, '600');

  // The row of the page's certificate: date, seal, signature.
  const column = 190 * unit;
  const offset = 235 * unit;
  line(formatCertificateDate(certificate.issuedAt), center - offset, 452, 15, SANS, COLORS.ink, '600', column);
  rule(center - offset, 464, column, 1, COLORS.rule);
  line(wording.dateLabel, center - offset, 482, 12, SANS, COLORS.muted, '', column);
  if (wording.validity) line(wording.validity, center - offset, 498, 11, SANS, COLORS.muted, '', column);

  const sealSize = 112 * unit;
  context.drawImage(images.seal, center - sealSize / 2, at(384), sealSize, sealSize);

  const signatureWidth = 168 * unit;
  const signatureHeight = signatureWidth * (120 / 360);
  context.drawImage(images.signature, center + offset - signatureWidth / 2, at(461) - signatureHeight, signatureWidth, signatureHeight);
  rule(center + offset, 464, column, 1, COLORS.rule);
  line(INSTRUCTOR.name, center + offset, 482, 13, SERIF, COLORS.ink, 'italic 600', column);
  line(INSTRUCTOR.role, center + offset, 498, 11, SANS, COLORS.muted, '', column);

  line(`${wording.idLabel}: ${certificate.certificateId}`, center, 536, 12, SANS, COLORS.ink, '600');
  line(`Verify at ${verifyUrl}`, center, 555, 11, SANS, COLORS.muted);
}

/** The gold corner brackets inside the frame, as on the certificate page. */
function drawCorners(context: CanvasRenderingContext2D, width: number, height: number, unit: number) {
  const inset = 50 * unit;
  const size = 30 * unit;
  context.strokeStyle = COLORS.gold;
  context.lineWidth = 2 * unit;
  for (const [x, y, dx, dy] of [
    [inset, inset, 1, 1],
    [width - inset, inset, -1, 1],
    [inset, height - inset, 1, -1],
    [width - inset, height - inset, -1, -1],
  ] as const) {
    context.beginPath();
    context.moveTo(x, y + dy * size);
    context.lineTo(x, y);
    context.lineTo(x + dx * size, y);
    context.stroke();
  }
}

function drawDiamond(context: CanvasRenderingContext2D, x: number, y: number, radius: number) {
  context.fillStyle = COLORS.gold;
  context.beginPath();
  context.moveTo(x, y - radius);
  context.lineTo(x + radius, y);
  context.lineTo(x, y + radius);
  context.lineTo(x - radius, y);
  context.closePath();
  context.fill();
}
