/**
 * The in-process notice that courses were written (decision 0018). The course builder calls
 * `changed()` after its transaction commits; the catalogue's response snapshots and the site's
 * rendered pages listen and drop what they hold, so this process shows the change at once.
 * Other processes still see it when their copies expire (CATALOG_CACHE_MS, decision 0001).
 */
export class CatalogChanges {
  private readonly listeners = new Set<() => void>();

  /** Called on every change; returns the function that stops listening. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}
