/**
 * How a lesson names one of its course's figures (content/courses/<slug>/figures/<name>.svg):
 * an address beside the course editor's uploaded pictures, served by the media module to whoever
 * may see the lesson that shows it.
 */
export const FIGURE_URL_PREFIX = '/media/images/';

export function figureUrl(courseSlug: string, name: string): string {
  return `${FIGURE_URL_PREFIX}${courseSlug}/${name}.svg`;
}

const FIGURE_FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** `<name>.svg` → the figure's name; null for any other file name. */
export function figureNameOf(fileName: string): string | null {
  return FIGURE_FILE_NAME.exec(fileName)?.[1] ?? null;
}

/** `/media/images/<slug>/<name>.svg` → its parts; null for any other address. */
export function parseFigureUrl(url: string): { courseSlug: string; name: string } | null {
  const match = /^\/media\/images\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([^/]+)$/.exec(url);
  const name = match ? figureNameOf(match[2]!) : null;
  return match && name ? { courseSlug: match[1]!, name } : null;
}
