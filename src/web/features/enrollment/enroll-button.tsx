import { useEffect, useRef, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '@web/lib/toast';
import { Button, ButtonLink } from '@web/components/ui/button';
import { useSession } from '@web/lib/use-session';
import { ApiRequestError } from '@web/lib/api-client';
import { useEnroll } from './use-enroll';
import { useEnrollmentStatus } from './use-my-courses';
import { useUserId } from '@web/lib/member-query';

/** Spec §9: the pause after enrolling, and after the upgrade notice, before moving on. */
export const AFTER_ENROL_DELAY_MS = 500;
export const AFTER_UPGRADE_NOTICE_DELAY_MS = 1500;

const ENROL_FAILED = 'Failed to enroll in course. Please try again.';

export interface EnrollableCourse {
  id: string;
  slug: string;
  title: string;
}

/**
 * 'Enroll Now' on a course page, or 'Continue Learning' once enrolled (spec §2 Course detail,
 * §4 Enrolment, §5, §8). A visitor is sent to sign in and brought back to this course; the
 * server decides whether the learner's plan is enough.
 */
export function EnrollButton({ course }: { course: EnrollableCourse }) {
  const navigate = useNavigate();
  const session = useSession();
  const status = useEnrollmentStatus(course.slug);
  const enroll = useEnroll(course.slug, useUserId());
  const [enrolled, setEnrolled] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const learnPath = `/learn/${course.slug}`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const goLater = (path: string, delay: number) => {
    setLeaving(true);
    timer.current = window.setTimeout(() => void navigate(path), delay);
  };

  const sendToSignIn = () => {
    toast('Sign in required', { description: 'Please sign in to enroll in this course' });
    void navigate(`/auth?redirect=${encodeURIComponent(`/courses/${course.slug}`)}`);
  };

  const start = () => {
    if (session.status === 'signed-out') {
      sendToSignIn();
      return;
    }
    enroll.mutate(undefined, {
      onSuccess: (result) => {
        setEnrolled(true);
        if (result.alreadyEnrolled) {
          toast('Already enrolled', { description: "You're already enrolled in this course!" });
          void navigate(learnPath);
          return;
        }
        toast.success('Successfully enrolled!', { description: 'You can now access this course.' });
        goLater(learnPath, AFTER_ENROL_DELAY_MS);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          sendToSignIn();
        } else if (error instanceof ApiRequestError && error.code === 'UPGRADE_REQUIRED') {
          // Information, not an error: the course page beside the button says what the plan costs.
          toast('Upgrade Required', { description: error.message });
          goLater('/pricing', AFTER_UPGRADE_NOTICE_DELAY_MS);
        } else {
          // A 5xx answer carries no message meant for a person.
          const message = error instanceof ApiRequestError && error.status < 500 ? error.message : ENROL_FAILED;
          toast.error('Error enrolling', { description: message });
        }
      },
    });
  };

  if ((status === 'enrolled' || enrolled) && !enroll.isPending) {
    return (
      <ButtonLink to={learnPath} size="lg" className="w-full sm:w-auto">
        Continue Learning
        <ArrowRight className="size-5" aria-hidden="true" />
      </ButtonLink>
    );
  }
  const busy = enroll.isPending;
  return (
    <Button size="lg" onClick={start} disabled={busy || leaving || status === 'checking'} aria-busy={busy} className="w-full sm:w-auto">
      {busy ? 'Enrolling...' : 'Enroll Now'}
    </Button>
  );
}
