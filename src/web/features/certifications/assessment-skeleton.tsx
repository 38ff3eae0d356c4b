import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';

/** What /certification?assessment=… shows while the view's code and the learner's tracks load; the server renders it too. */
export function AssessmentSkeleton() {
  return (
    <section className="bg-surface py-8 sm:py-12">
      <Container>
        <div role="status" aria-label="Loading your assessment" className="space-y-4">
          <Skeleton className="h-10 w-36" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      </Container>
    </section>
  );
}
