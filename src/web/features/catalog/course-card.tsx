import type { ReactNode } from 'react';
import type { CourseLevel } from '@shared/levels';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ClockIcon } from '@web/components/icons';
import { Skeleton } from '@web/components/ui/skeleton';
import { LevelBadge } from './level-badge';

export interface CourseCardData {
  slug: string;
  title: string;
  description: string;
  level: CourseLevel;
  duration: string;
  thumbnailUrl: string | null;
}

/** Spec §9: cards fade in one after another, 0.05 s apart. */
const CARD_DELAY_SECONDS = 0.05;

interface CourseCardProps {
  course: CourseCardData;
  index?: number;
  headingLevel?: 'h2' | 'h3';
  /** Beside the level: the plan the course needs (features/plans, kept off the home page's bundle). */
  planBadge?: ReactNode;
  /** Under the description: what the viewer's plan says about the course (features/plans, likewise). */
  note?: ReactNode;
}

export function CourseCard({ course, index = 0, headingLevel = 'h2', planBadge, note }: CourseCardProps) {
  const Heading = headingLevel;
  return (
    <Card className="flex animate-fade-up flex-col overflow-hidden" style={{ animationDelay: `${index * CARD_DELAY_SECONDS}s` }}>
      <div className="aspect-video bg-brand-50">
        {course.thumbnailUrl && (
          <img
            src={course.thumbnailUrl}
            alt=""
            width={1200}
            height={675}
            // The first row is on screen at once: loading it lazily would delay the largest paint.
            loading={index < 3 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex flex-wrap items-center gap-2">
            <LevelBadge level={course.level} />
            {planBadge}
          </span>
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <ClockIcon className="size-4" aria-hidden="true" />
            {course.duration}
          </span>
        </div>
        <Heading className="mt-3 text-lg font-semibold text-balance">{course.title}</Heading>
        <p className="mt-2 flex-1 text-sm text-muted">{course.description}</p>
        {note}
        <ButtonLink to={`/courses/${course.slug}`} variant="outline" className="mt-5 w-full">
          Learn More<span className="sr-only"> about {course.title}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}

export function CourseCardSkeleton() {
  return (
    <Card className="overflow-hidden" data-testid="course-card-skeleton">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </Card>
  );
}
