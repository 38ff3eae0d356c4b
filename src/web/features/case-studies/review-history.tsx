import type { CaseStudy } from '@shared/api/case-studies';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every decision of the review board on one case study, oldest first: what, who, when and the comments. */
export function ReviewHistory({ reviews }: { reviews: CaseStudy['reviews'] }) {
  if (reviews.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">Review history</h4>
      <ol className="mt-2 space-y-3 border-l-2 border-line pl-4">
        {reviews.map((review) => (
          <li key={review.decidedAt} className="text-sm">
            <p>
              <span className={review.decision === 'approved' ? 'font-semibold text-brand-800' : 'font-semibold text-accent-800'}>
                {review.decision === 'approved' ? 'Approved' : 'Returned'}
              </span>{' '}
              by {review.reviewerName} on <time dateTime={review.decidedAt}>{WHEN.format(new Date(review.decidedAt))}</time>
            </p>
            {review.comment && <p className="mt-1 whitespace-pre-line text-muted">{review.comment}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
