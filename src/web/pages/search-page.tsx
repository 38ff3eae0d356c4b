import { useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { ErrorPanel } from '@web/components/error-panel';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { CoursePlanBadge } from '@web/features/plans/course-plan-badge';
import { SearchForm } from '@web/features/search/search-form';
import { SearchResults } from '@web/features/search/search-results';
import { useSearch } from '@web/features/search/use-search';
import { usePageMeta } from '@web/lib/use-page-meta';

export function SearchPage() {
  usePageMeta(pageMeta('/search'));
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const { data, isPending, isError, refetch } = useSearch(q);

  return (
    <Container width="narrow" className="py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{q.trim() ? `Results for “${q.trim()}”` : 'Search'}</h1>
      <SearchForm key={q} defaultValue={q} className="mt-6" />
      <div className="mt-8">
        {!q.trim() ? (
          <p className="text-muted">Search course titles and descriptions, lesson titles and lesson text.</p>
        ) : isError ? (
          <ErrorPanel onRetry={() => void refetch()}>We couldn't search just now. Please check your connection and try again.</ErrorPanel>
        ) : isPending ? (
          <div role="status" aria-label="Searching" className="space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-28 w-full rounded-2xl" />
            ))}
          </div>
        ) : data.results.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">
            No courses or lessons match “{data.query}”. Try fewer or different words.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted" aria-live="polite">
              {data.results.length === 1 ? '1 result' : `${data.results.length} results`}
            </p>
            <SearchResults results={data.results} planBadge={(plan) => <CoursePlanBadge plan={plan} />} />
          </>
        )}
      </div>
    </Container>
  );
}
