import { documentTitle, type PageMeta } from '../../../shared/page-title';
import { SITE_NAME } from '../../../shared/brand';
import { APP_STATE_ELEMENT_ID, serializeForScript, type ServerRenderedPage } from '../../../shared/server-render';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '../../../shared/site-config';
import type { RouteAssets } from './route-assets';

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
  /** The page's route chunk and the API data it reads first (src/shared/page-manifest.ts). */
  assets?: RouteAssets;
  /** Written into every page for the web app (src/shared/site-config.ts). */
  siteConfig: SiteConfig;
}

/** Vite's entry script and the module preloads it writes into the built index.html. */
const ENTRY_SCRIPT = /\n?\s*<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n?\s*<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g;

/** public/load-app-after-paint.js */
export const APP_LOADER_PATH = '/load-app-after-paint.js';

/**
 * A rendered page is readable from its HTML and CSS; its scripts only make it interactive. So
 * instead of announcing them in the head, where they would compete with the stylesheet, font
 * and images on a slow connection, the page carries one small deferred loader that requests
 * the entry and its modules once the page has painted (requestAnimationFrame, then a timeout:
 * just after the first frame), then they hydrate the page. Till the app has taken the page over,
 * the loader holds the last submit of a form without an `action` (one only the app can send),
 * which src/web/lib/typed-before-hydration.ts sends then (decision 0110). The loader is the first
 * script `/` loads, so it is kept to its code, without comments (bench/bundle.mjs counts it).
 */
function deferAppScripts(template: string, routeModules: string[]): { template: string; loaderTag: string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return { template, loaderTag: '' };
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const modules = [entry, ...preloads, ...routeModules].map(escapeHtml).join(' ');
  return {
    template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    loaderTag: `<script defer src="${APP_LOADER_PATH}" data-modules="${modules}"></script>`,
  };
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
    `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${serializeForScript(JSON.stringify(options.siteConfig))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  const { rendered } = options;
  const assets = options.assets ?? { modules: [], data: [] };
  let page = template;
  let headTags: string[];
  let bodyEnd = '</body>';
  if (rendered) {
    const deferred = deferAppScripts(template, assets.modules);
    page = deferred.template;
    headTags = rendered.head ? [rendered.head] : [];
    bodyEnd = [
      `<script type="application/json" id="${APP_STATE_ELEMENT_ID}">${serializeForScript(rendered.state)}</script>`,
      deferred.loaderTag,
      '</body>',
    ].join('\n  ');
  } else {
    headTags = preloadTags(assets);
  }
  const headEnd = headTags.length ? `  ${headTags.join('\n    ')}\n  </head>` : '</head>';
  const body = rendered ? rendered.html : options.fallbackHtml ? `<noscript>${options.fallbackHtml}</noscript>` : '';
  return page
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', () => headEnd)
    .replace('</body>', () => bodyEnd)
    .replace(HEAD_MARKER, () => head)
    .replace(BODY_MARKER, () => body);
}

/** `<link>` tags that start a page's assets downloading alongside the entry instead of after it has run. */
export function preloadTags(assets: RouteAssets): string[] {
  return [
    ...assets.modules.map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">`),
    // crossorigin="anonymous" gives the preload the credentials mode 'same-origin' of the app's
    // fetch() calls (src/web/lib/api-client.ts); without it Chromium would not reuse the response.
    ...assets.data.map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`),
  ];
}
