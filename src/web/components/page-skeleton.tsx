import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';

/** Shown while a page's code or data is on its way. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className="py-14">
      <Container className="space-y-6">
        <Skeleton className="mx-auto h-10 w-2/3 max-w-xl" />
        <Skeleton className="mx-auto h-5 w-1/2 max-w-md" />
        <div className="grid gap-6 pt-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-56 rounded-2xl" />
          ))}
        </div>
      </Container>
    </div>
  );
}
