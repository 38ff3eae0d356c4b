import { SITE_NAME } from '@shared/brand';
import { INSTRUCTOR } from '@shared/instructor';
import { formatCertificateDate } from './certificate-format';
import { jpegPagePdf } from './jpeg-pdf';
import type { CertificateDetails } from './use-certificate';

/** US Letter, landscape, drawn at 150 dots per inch. */
const PAGE = { width: 792, height: 612 };
const SCALE = 150 / 72;
const COLORS = { paper: '#fffdf7', brand: '#115e59', brandDark: '#134e4a', gold: '#f59e0b', ink: '#0f172a', muted: '#475569' };
const SERIF = 'Georgia, "Times New Roman", serif';
const SANS = 'system-ui, "Segoe UI", Helvetica, Arial, sans-serif';

/**
 * The certificate as a one-page PDF file, drawn on a canvas with the browser's own fonts (so any
 * name, in any script, comes out as it reads on screen) and saved as `certificate-<ID>.pdf`.
 * Loaded only when the learner asks for the file.
 */
export async function downloadCertificatePdf(certificate: CertificateDetails, verifyUrl: string): Promise<void> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(PAGE.width * SCALE);
  canvas.height = Math.round(PAGE.height * SCALE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the certificate');
  drawCertificate(context, canvas.width, canvas.height, certificate, verifyUrl);
  const jpeg = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The certificate could not be drawn'))), 'image/jpeg', 0.92),
  );
  const pdf = jpegPagePdf({
    jpeg: new Uint8Array(await jpeg.arrayBuffer()),
    pixelWidth: canvas.width,
    pixelHeight: canvas.height,
    pageWidth: PAGE.width,
    pageHeight: PAGE.height,
    title: `Certificate of Completion: ${certificate.courseTitle}`,
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  link.download = `certificate-${certificate.certificateId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

function drawCertificate(context: CanvasRenderingContext2D, width: number, height: number, certificate: CertificateDetails, verifyUrl: string) {
  const unit = width / PAGE.width;
  context.fillStyle = COLORS.paper;
  context.fillRect(0, 0, width, height);
  context.strokeStyle = COLORS.brand;
  context.lineWidth = 4 * unit;
  context.strokeRect(24 * unit, 24 * unit, width - 48 * unit, height - 48 * unit);
  context.lineWidth = 1.5 * unit;
  context.strokeRect(32 * unit, 32 * unit, width - 64 * unit, height - 64 * unit);
  context.strokeStyle = COLORS.gold;
  context.strokeRect(40 * unit, 40 * unit, width - 80 * unit, height - 80 * unit);

  context.textAlign = 'center';
  context.textBaseline = 'alphabetic';
  const center = width / 2;
  const maxWidth = width - 140 * unit;
  const line = (text: string, y: number, size: number, font: string, color: string, style = '') => {
    let fontSize = size * unit;
    context.font = `${style} ${fontSize}px ${font}`;
    while (context.measureText(text).width > maxWidth && fontSize > 8 * unit) {
      fontSize -= unit;
      context.font = `${style} ${fontSize}px ${font}`;
    }
    context.fillStyle = color;
    context.fillText(text, center, y * unit);
  };

  line(SITE_NAME.toUpperCase(), 96, 14, SANS, COLORS.brand, '600');
  line('Certificate of Completion', 160, 46, SERIF, COLORS.brandDark, 'bold');
  context.fillStyle = COLORS.gold;
  context.fillRect(center - 80 * unit, 180 * unit, 160 * unit, 1.5 * unit);
  line('This certifies that', 232, 17, SERIF, COLORS.muted, 'italic');
  line(certificate.learnerName.trim() || 'Student', 290, 40, SERIF, COLORS.ink, 'italic 600');
  context.fillStyle = COLORS.gold;
  context.fillRect(center - 200 * unit, 306 * unit, 400 * unit, 1 * unit);
  line('has successfully completed the course', 342, 17, SERIF, COLORS.muted, 'italic');
  line(certificate.courseTitle, 386, 26, SANS, COLORS.brandDark, '600');

  for (const [x, value, label, font] of [
    [center - 200, formatCertificateDate(certificate.issuedAt), 'Date of completion', SANS],
    [center + 200, INSTRUCTOR.name, INSTRUCTOR.role, SERIF],
  ] as const) {
    context.fillStyle = COLORS.ink;
    context.font = `600 ${15 * unit}px ${font}`;
    context.fillText(value, x * unit, 462 * unit);
    context.fillStyle = '#94a3b8';
    context.fillRect((x - 90) * unit, 474 * unit, 180 * unit, 1 * unit);
    context.fillStyle = COLORS.muted;
    context.font = `${12 * unit}px ${SANS}`;
    context.fillText(label, x * unit, 492 * unit);
  }

  line(`Certificate ID: ${certificate.certificateId}`, 534, 12, SANS, COLORS.ink, '600');
  line(`Verify at ${verifyUrl}`, 554, 11, SANS, COLORS.muted);
}
