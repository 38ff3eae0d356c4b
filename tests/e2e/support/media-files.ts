import type { Browser } from 'playwright-core';

/**
 * Media files the journeys make themselves: a real, playable MP4 recorded by Chromium from a
 * canvas (no binary fixture, no ffmpeg), and a one-page PDF written byte by byte.
 */

/** ISO media box: 32-bit size, four-letter type, payload. */
function isoBox(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/**
 * H.264 video in an MP4 (`ftyp` first, as the server sniffs), recorded by MediaRecorder in a
 * blank page of `browser`: about a second unless `seconds` asks for more (recorded in real time,
 * the clock's seconds drawn on each frame). With `padToBytes` a trailing `free` box (which
 * players skip) makes the file that large, so an upload lasts long enough to watch.
 */
export async function recordMp4(browser: Browser, { padToBytes = 0, seconds = 1.2 }: { padToBytes?: number; seconds?: number } = {}): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(async (lengthMs) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/mp4;codecs=avc1.42E01E' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const started = performance.now();
      await new Promise<void>((resolve) => {
        const draw = () => {
          const elapsed = performance.now() - started;
          context.fillStyle = `hsl(${Math.round(elapsed / 5) % 360} 60% 40%)`;
          context.fillRect(0, 0, canvas.width, canvas.height);
          context.fillStyle = '#fff';
          context.font = 'bold 28px sans-serif';
          context.fillText('Welcome to the course', 20 + (elapsed / 20) % 40, 100);
          context.fillText(`${Math.floor(elapsed / 1000)} s`, 20, 150);
          if (elapsed < lengthMs) requestAnimationFrame(draw);
          else resolve();
        };
        draw();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, seconds * 1000);
    const video = Buffer.from(base64, 'base64');
    if (video.subarray(4, 8).toString('latin1') !== 'ftyp') throw new Error('MediaRecorder did not write an MP4');
    const padding = padToBytes - video.length - 8;
    return padding > 0 ? Buffer.concat([video, isoBox('free', Buffer.alloc(padding))]) : video;
  } finally {
    await page.close();
  }
}

/** A valid one-page PDF (with its cross-reference table) showing `lines` in Helvetica. */
export function onePagePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (match) => `\\${match}`);
  const text = lines.map((line, index) => `BT /F1 ${index === 0 ? 24 : 14} Tf 72 ${720 - index * 32} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
