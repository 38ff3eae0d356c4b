import { useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { listSearch } from '@web/components/admin/list-params';
import { PageFrame } from '@web/components/admin/page-frame';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { readReviewQueueView, ReviewPanel, ReviewQueue, ReviewQueueFilters, type ReviewQueueView } from '@web/features/case-studies';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminReviewsPage() {
  usePageMeta(pageMeta('/admin/reviews'));
  return <RequireAdmin>{(admin) => <ReviewBoard adminId={admin.id} />}</RequireAdmin>;
}

/** /admin/reviews: the Elite certification's review board (issue 26, decision 0093). */
function ReviewBoard({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readReviewQueueView(searchParams);
  const openedId = searchParams.get('id');
  const show = (next: ReviewQueueView, id: string | null = null) =>
    setSearchParams(
      listSearch({
        status: next.status === 'submitted' ? undefined : next.status,
        q: next.q,
        sort: next.sort === 'submitted' ? undefined : next.sort,
        direction: next.direction === 'asc' ? undefined : next.direction,
        page: next.page,
        id: id ?? undefined,
      }),
    );

  return (
    <PageFrame
      title="Review Board"
      description="Case studies Elite members submit for the Elite AI Implementation Partner certification. Approve each one or return it with comments; the learner is emailed either way, and the credential is issued once three are approved and the assessment is passed."
    >
      {openedId ? (
        <ReviewPanel key={openedId} adminId={adminId} caseStudyId={openedId} onClose={() => show(view)} />
      ) : (
        <section aria-labelledby="review-queue-heading" className="space-y-6">
          <h2 id="review-queue-heading" className="sr-only">
            Case studies
          </h2>
          <ReviewQueueFilters view={view} onShow={show} />
          <ReviewQueue adminId={adminId} view={view} onShow={show} onOpen={(id) => show(view, id)} />
        </section>
      )}
    </PageFrame>
  );
}
