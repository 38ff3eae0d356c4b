// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EnrolledCourse } from '@shared/api/learning';
import { EnrolledCourseCard } from './enrolled-course-card';

const PRO_COURSE: EnrolledCourse = {
  id: 'c-pro',
  slug: 'ai-for-sales',
  title: 'AI for Sales',
  level: 'Intermediate',
  thumbnailUrl: null,
  requiredPlan: 'pro',
  percent: 40,
  certificateId: null,
  resume: null,
};

function renderCard(viewer: { plan: 'free' | 'pro' | 'elite'; isAdmin: boolean }, course: EnrolledCourse = PRO_COURSE) {
  render(
    <MemoryRouter>
      <EnrolledCourseCard course={course} viewer={viewer} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('EnrolledCourseCard', () => {
  it("offers 'Continue Learning' into the player while the plan opens the course", () => {
    renderCard({ plan: 'pro', isAdmin: false });
    expect(screen.getByRole('link', { name: 'Continue Learning: AI for Sales' }).getAttribute('href')).toBe('/learn/ai-for-sales');
    expect(screen.queryByText('Renew to continue')).toBeNull();
  });

  it("opens the video watched last where the learner stopped, from 'Continue Learning'", () => {
    renderCard({ plan: 'pro', isAdmin: false }, { ...PRO_COURSE, resume: { lessonId: 'cold-email', positionSeconds: 20.7 } });
    expect(screen.getByRole('link', { name: 'Continue Learning: AI for Sales' }).getAttribute('href')).toBe('/learn/ai-for-sales?lesson=cold-email&t=20');
  });

  it("says 'Renew to continue' and leads to the plans once the plan has lapsed, keeping the progress", () => {
    renderCard({ plan: 'free', isAdmin: false });
    expect(screen.getByRole('link', { name: 'Renew to continue: AI for Sales' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByText('Continue Learning')).toBeNull();
    expect(screen.getByText('40% complete')).toBeTruthy();
    expect(screen.getByText('Your progress is kept. Needs the Pro Member plan.')).toBeTruthy();
  });
});
