import { documentTitle, type PageMeta } from '../../../shared/page-meta';
import { SITE_NAME } from '../../../shared/brand';
import { APP_STATE_ELEMENT_ID, serializeForScript, type ServerRenderedPage } from '../../../shared/server-render';

/** Markers in index.html that the server fills for each request. */
export const HEAD_MARKER = '<!--app-head-->';
export const BODY_MARKER = '<!--app-body-->';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface DocumentOptions {
  meta: PageMeta;
  /** Absolute canonical URL of the page. */
  canonicalUrl: string;
  /** Absolute URL of the preview image. */
  imageUrl: string;
  /** Shown to readers without JavaScript; React replaces the whole root. */
  fallbackHtml?: string;
  /** The page rendered by the server, which the browser hydrates instead of the fallback. */
  rendered?: ServerRenderedPage;
  /** Tags for the end of the head, after the app's own scripts and styles: the page's preloads (already escaped). */
  headTags?: string[];
}

export function renderDocument(template: string, options: DocumentOptions): string {
  const { meta, canonicalUrl, imageUrl } = options;
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta.description);
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    meta.noindex ? '<meta name="robots" content="noindex">' : '',
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}">`,
    `<meta property="og:image" content="${escapeHtml(imageUrl)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const { rendered } = options;
  const headTags = [...(rendered?.head ? [rendered.head] : []), ...(options.headTags ?? [])];
  const headEnd = headTags.length ? `  ${headTags.join('\n    ')}\n  </head>` : '</head>';
  const body = rendered ? rendered.html : options.fallbackHtml ? `<noscript>${options.fallbackHtml}</noscript>` : '';
  const bodyEnd = rendered
    ? `  <script type="application/json" id="${APP_STATE_ELEMENT_ID}">${serializeForScript(rendered.state)}</script>\n  </body>`
    : '</body>';
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', () => headEnd)
    .replace('</body>', () => bodyEnd)
    .replace(HEAD_MARKER, () => head)
    .replace(BODY_MARKER, () => body);
}
