import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SearchResult } from '@shared/api/search';
import type { Plan } from '@shared/plans';

/** Where a result leads: a course's page, an open lesson in the player, or a closed lesson's course page (its plan and enrolment). */
function resultHref(result: SearchResult): string {
  if (result.kind === 'lesson' && result.canOpen && result.lessonId) {
    return `/learn/${result.courseSlug}?lesson=${encodeURIComponent(result.lessonId)}`;
  }
  return `/courses/${result.courseSlug}`;
}

/** `planBadge` draws the plan a result's course needs (the page gives the plans feature's badge). */
export function SearchResults({ results, planBadge }: { results: SearchResult[]; planBadge: (plan: Plan) => ReactNode }) {
  return (
    <ol className="divide-y divide-line rounded-2xl border border-line bg-white">
      {results.map((result) => (
        <li key={`${result.courseSlug}/${result.lessonId ?? ''}`} className="p-5 sm:p-6">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="font-medium text-brand-700">{result.kind === 'course' ? 'Course' : 'Lesson'}</span>
            {result.kind === 'lesson' && (
              <>
                <span aria-hidden="true">·</span>
                <span>{result.courseTitle}</span>
              </>
            )}
            {planBadge(result.requiredPlan)}
          </p>
          <h2 className="mt-2 text-lg font-semibold text-ink">
            <Link to={resultHref(result)} className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              {result.title}
            </Link>
          </h2>
          {result.snippet ? (
            <p className="mt-2 text-pretty text-muted">
              {result.snippet.map((part, index) =>
                part.match ? (
                  <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-ink">
                    {part.text}
                  </mark>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </p>
          ) : (
            result.kind === 'lesson' && <p className="mt-2 text-sm text-muted">Enroll in {result.courseTitle} to read this lesson.</p>
          )}
        </li>
      ))}
    </ol>
  );
}
