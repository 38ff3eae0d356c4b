import { ArrowRight, Award } from 'lucide-react';
import type { EnrolledCourse } from '@shared/api/learning';
import { viewerCanOpen, type CourseViewer } from '@shared/plan-access';
import { PLAN_OFFERS } from '@shared/plans';
import { continueLearningPath } from '@shared/video-resume';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LevelBadge } from '@web/features/catalog';
import { ProgressBar } from '@web/components/progress-bar';

/**
 * Spec §2 Dashboard: thumbnail, title, level, progress percent and 'Continue Learning'. A course
 * the learner's plan no longer opens (the plan lapsed) says 'Renew to continue' and leads to the
 * plans instead of the player's 'Upgrade Required'; its progress stays in view. 'Continue Learning'
 * opens the video the learner watched last where they stopped (issue 32), else the player's choice.
 */
export function EnrolledCourseCard({ course, viewer }: { course: EnrolledCourse; viewer: CourseViewer }) {
  const locked = !viewerCanOpen(viewer, course.requiredPlan);
  const earned = course.certificateId !== null;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="aspect-video bg-brand-50">
        {course.thumbnailUrl && (
          <img src={course.thumbnailUrl} alt="" width={1200} height={675} loading="lazy" decoding="async" className="size-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div>
          <LevelBadge level={course.level} />
        </div>
        <h3 className="mt-3 text-lg font-semibold text-balance">{course.title}</h3>
        <div className="mt-auto pt-5">
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted">Progress</span>
            <span className="font-semibold tabular-nums">{course.percent}% complete</span>
          </div>
          <ProgressBar value={course.percent} label={`${course.title} progress`} className="mt-2" />
          {locked && <p className="mt-3 text-sm text-muted">Your progress is kept. Needs the {PLAN_OFFERS[course.requiredPlan].name} plan.</p>}
          {earned && (
            <ButtonLink to={`/certificate/${course.id}`} variant="accent" className="mt-5 w-full" aria-label={`View Certificate: ${course.title}`}>
              <Award className="size-4" aria-hidden="true" />
              View Certificate
            </ButtonLink>
          )}
          {locked ? (
            <ButtonLink to="/pricing" variant={earned ? 'outline' : 'primary'} className={earned ? 'mt-3 w-full' : 'mt-5 w-full'} aria-label={`Renew to continue: ${course.title}`}>
              Renew to continue
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          ) : (
            <ButtonLink
              to={continueLearningPath(course.slug, course.resume)}
              variant={earned ? 'outline' : 'primary'}
              className={earned ? 'mt-3 w-full' : 'mt-5 w-full'}
              aria-label={`Continue Learning: ${course.title}`}
            >
              Continue Learning
              <ArrowRight className="size-4" aria-hidden="true" />
            </ButtonLink>
          )}
        </div>
      </div>
    </Card>
  );
}
