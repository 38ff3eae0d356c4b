import { CASE_STUDIES_REQUIRED } from '@shared/case-studies';
import { Skeleton } from '@web/components/ui/skeleton';
import { CaseStudyEditor } from './case-study-editor';
import { useMyCaseStudies } from './use-case-studies';

/**
 * The Elite learner's three case studies on /certification (issue 26): each written, attached to
 * and submitted here, with the review board's decisions. Shown to Elite members and to anyone who
 * has case studies already.
 */
export function CaseStudiesSection({ userId }: { userId: string }) {
  const mine = useMyCaseStudies(userId);
  if (mine.isPending) return <Skeleton className="mt-12 h-40 w-full" />;
  if (!mine.data || (!mine.data.mayWrite && mine.data.caseStudies.length === 0)) return null;
  const { caseStudies, approved, required } = mine.data;
  const places = Array.from({ length: CASE_STUDIES_REQUIRED }, (_, index) => index + 1);
  const nextFree = places.find((slot) => !caseStudies.some((caseStudy) => caseStudy.slot === slot));
  return (
    <section id="case-studies" aria-labelledby="case-studies-heading" className="mt-16 scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="case-studies-heading" className="text-2xl font-bold tracking-tight">
            Your case studies
          </h2>
          <p className="mt-1 max-w-2xl text-muted">
            Three written accounts of AI projects in your business, for the Elite AI Implementation Partner certification. The review board reads each one and
            approves it or returns it with comments; you are emailed either way.
          </p>
        </div>
        <p className="text-sm font-semibold text-ink">
          {approved} of {required} approved
        </p>
      </div>
      <div className="mt-6 space-y-6">
        {caseStudies.map((caseStudy) => (
          <CaseStudyEditor key={`${caseStudy.id}:${caseStudy.updatedAt}`} userId={userId} caseStudy={caseStudy} slot={caseStudy.slot} />
        ))}
        {mine.data.mayWrite && nextFree !== undefined && <CaseStudyEditor key={`new-${caseStudies.length}`} userId={userId} slot={nextFree} />}
      </div>
    </section>
  );
}
