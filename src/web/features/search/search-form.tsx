import { INPUT_CLASS } from '@web/components/form-fields';
import { cn } from '@web/lib/cn';

/**
 * The search box of /courses and /search: a plain GET form, so a search is an address
 * (/search?q=…) that loads server-rendered and can be shared. The navbar has its own, smaller
 * copy in its markup (the home page's script budget has no room for an import).
 */
export function SearchForm({ defaultValue = '', className }: { defaultValue?: string; className?: string }) {
  return (
    <form action="/search" method="get" role="search" className={cn('flex gap-2', className)}>
      <label className="flex-1">
        <span className="sr-only">Search courses and lessons</span>
        <input type="search" name="q" defaultValue={defaultValue} maxLength={200} placeholder="Search courses and lessons" className={INPUT_CLASS} />
      </label>
      <button
        type="submit"
        className="h-11 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Search
      </button>
    </form>
  );
}
