import { useEffect } from 'react';
import { documentTitle, type PageMeta } from '@shared/page-title';

/** Keeps the tab title and description in step with the page while navigating in the app. */
export function usePageMeta(meta: Pick<PageMeta, 'title'> & Partial<PageMeta>): void {
  const { title, description } = meta;
  useEffect(() => {
    document.title = documentTitle({ title });
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
