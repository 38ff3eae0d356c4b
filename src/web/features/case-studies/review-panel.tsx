import { useState } from 'react';
import { CheckCircle2, ChevronLeft, RotateCcw } from 'lucide-react';
import { REVIEW_COMMENT_MAX, type ReviewDetail } from '@shared/api/case-studies';
import { DetailLayout } from '@web/components/admin/detail-layout';
import { INPUT_CLASS } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/error-message';
import { toast } from '@web/lib/toast';
import { AttachmentList } from './attachment-list';
import { CaseStudyStatusBadge } from './case-study-status';
import { ReviewHistory } from './review-history';
import { useDecideReview, useReview } from './use-reviews';

/** One case study opened from the queue: the learner, the text, the attachments, the history and the decision. */
export function ReviewPanel({ adminId, caseStudyId, onClose }: { adminId: string; caseStudyId: string; onClose: () => void }) {
  const review = useReview(adminId, caseStudyId);
  return (
    <div className="min-w-0">
      <Button variant="ghost" size="sm" onClick={onClose} className="mb-3">
        <ChevronLeft className="size-4" aria-hidden="true" />
        Back to the queue
      </Button>
      {review.data ? (
        <OpenedCaseStudy adminId={adminId} caseStudy={review.data} />
      ) : review.isError ? (
        <Card className="px-6 py-10 text-center" role="alert">
          <h2 className="font-semibold">{errorMessage(review.error)}</h2>
        </Card>
      ) : (
        <Card className="space-y-3 p-6" role="status" aria-label="Loading case study">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-32 w-full" />
        </Card>
      )}
    </div>
  );
}

function OpenedCaseStudy({ adminId, caseStudy }: { adminId: string; caseStudy: ReviewDetail }) {
  const decisions = caseStudy.reviews.length;
  return (
    <Card className="p-5 sm:p-6">
      <DetailLayout
        eyebrow={<CaseStudyStatusBadge status={caseStudy.status} />}
        title={caseStudy.title}
        meta={
          <>
            Case study {caseStudy.slot} of 3 by <span className="font-semibold text-ink">{caseStudy.learnerName || caseStudy.learnerEmail}</span> ({caseStudy.learnerEmail}) ·{' '}
            {caseStudy.approvedOfLearner} of 3 approved
          </>
        }
        tabsLabel="Case study"
        tabs={[
          {
            id: 'text',
            label: 'Case study',
            content: (
              <div className="space-y-6">
                <div className="text-base leading-relaxed whitespace-pre-line text-ink">{caseStudy.body}</div>
                <div>
                  <h3 className="text-sm font-semibold text-ink">Attachments</h3>
                  <div className="mt-2">
                    <AttachmentList attachments={caseStudy.attachments} />
                  </div>
                </div>
                {caseStudy.status === 'submitted' && <DecisionForm key={caseStudy.updatedAt} adminId={adminId} caseStudyId={caseStudy.id} />}
              </div>
            ),
          },
          {
            id: 'history',
            label: `Review history (${decisions})`,
            content: decisions === 0 ? <p className="text-sm text-muted">No decisions yet: this is its first review.</p> : <ReviewHistory reviews={caseStudy.reviews} />,
          },
        ]}
      />
    </Card>
  );
}

function DecisionForm({ adminId, caseStudyId }: { adminId: string; caseStudyId: string }) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useDecideReview(adminId, caseStudyId);
  const send = (decision: 'approve' | 'return') => {
    setProblem(null);
    decide.mutate(
      { decision, comment },
      {
        onSuccess: () => toast.success(decision === 'approve' ? 'Case study approved; the learner is emailed' : 'Case study returned; the learner is emailed'),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  return (
    <section aria-labelledby="decision-heading" className="border-t border-line pt-5">
      <h3 id="decision-heading" className="font-semibold text-ink">
        Decision
      </h3>
      <label htmlFor="review-comment" className="mt-3 block text-sm font-medium text-ink">
        Comments for the learner
      </label>
      <p id="review-comment-hint" className="mt-1 text-sm text-muted">
        Required to return it: say what to add or change. They are emailed with your decision.
      </p>
      <textarea
        id="review-comment"
        aria-describedby="review-comment-hint"
        rows={4}
        maxLength={REVIEW_COMMENT_MAX}
        className={`${INPUT_CLASS} mt-1.5 h-auto py-2`}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button disabled={decide.isPending} onClick={() => send('approve')}>
          <CheckCircle2 className="size-4" aria-hidden="true" />
          Approve
        </Button>
        <Button variant="outline" disabled={decide.isPending} onClick={() => send('return')}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Return with comments
        </Button>
      </div>
    </section>
  );
}
