import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** Spec §9: pages render at scale 1.2, narrowed to fit the container. */
export const PDF_PREVIEW_SCALE = 1.2;
/** Enough to judge a handout; the full file is one Download away. */
export const PDF_PREVIEW_MAX_PAGES = 10;

type PreviewState = 'loading' | 'rendered' | 'failed';

const PAGE_MARGIN_PX = 32;

const PREVIEW_FAILED = 'Unable to preview this file. Please download to view.';

async function openPdf(url: string) {
  // pdf.js is large: it is fetched only when a lesson actually previews a PDF.
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // The site's CSP forbids eval; telling pdf.js up front avoids a blocked attempt.
  return pdfjs.getDocument({ url, isEvalSupported: false });
}

/** The width the pages fit into, measured again whenever the window is resized. */
function useContainerWidth(ref: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = ref.current?.clientWidth ?? 0;
        if (next > 0) setWidth(Math.floor(next));
      });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return width;
}

/**
 * Spec §2 Resources panel, §4 PDF preview: 'Loading PDF...', then the pages, or a message to
 * download the file when it cannot be shown (a broken file, or one on another site).
 */
export function PdfPreview({ url, title }: { url: string; title: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const pages = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(scroller);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [state, setState] = useState<PreviewState>('loading');

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    setState('loading');
    setPdf(null);
    openPdf(url)
      .then(async (task) => {
        destroy = () => task.destroy();
        if (cancelled) {
          void destroy();
          return;
        }
        const pdf = await task.promise;
        if (!cancelled) setPdf(pdf);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('PDF preview failed', url, error);
        setState('failed');
      });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [url]);

  useEffect(() => {
    const target = pages.current;
    if (pdf === null || width === null || target === null) return;
    let cancelled = false;
    const tasks: RenderTask[] = [];
    const render = async () => {
      const count = Math.min(pdf.numPages, PDF_PREVIEW_MAX_PAGES);
      // Leave a margin around each page inside the scrolling box (and room for its scrollbar).
      const available = Math.max(width - PAGE_MARGIN_PX, 120);
      const ratio = window.devicePixelRatio || 1;
      const canvases: HTMLCanvasElement[] = [];
      for (let number = 1; number <= count; number += 1) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const natural = page.getViewport({ scale: PDF_PREVIEW_SCALE });
        const viewport = page.getViewport({ scale: PDF_PREVIEW_SCALE * Math.min(1, available / natural.width) });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        canvas.className = 'mx-auto block bg-white shadow-sm';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `Page ${number} of ${title}`);
        const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
        tasks.push(task);
        await task.promise;
        if (cancelled) return;
        canvases.push(canvas);
      }
      target.replaceChildren(...canvases);
      setState('rendered');
    };
    render().catch((error: unknown) => {
      if (cancelled) return;
      console.warn('PDF preview failed', error);
      setState('failed');
    });
    return () => {
      cancelled = true;
      for (const task of tasks) task.cancel();
    };
  }, [pdf, width, title]);

  if (state === 'failed') {
    return <p className="rounded-xl border border-dashed border-line bg-surface p-4 text-center text-sm text-muted">{PREVIEW_FAILED}</p>;
  }
  const truncated = pdf !== null && pdf.numPages > PDF_PREVIEW_MAX_PAGES;
  return (
    <div>
      <div
        ref={scroller}
        tabIndex={state === 'rendered' ? 0 : undefined}
        aria-label={state === 'rendered' ? `Preview of ${title}` : undefined}
        role={state === 'rendered' ? 'group' : undefined}
        className="relative max-h-[36rem] overflow-auto rounded-xl border border-line bg-slate-100"
      >
        {state === 'loading' && (
          <p role="status" className="p-8 text-center text-sm text-muted">
            Loading PDF...
          </p>
        )}
        <div ref={pages} className="space-y-3 p-0 [&:not(:empty)]:py-3" />
      </div>
      {truncated && state === 'rendered' && (
        <p className="mt-2 text-xs text-muted">
          The preview shows the first {PDF_PREVIEW_MAX_PAGES} pages. Download the file to read all {pdf.numPages}.
        </p>
      )}
    </div>
  );
}
