import { forwardRef } from 'react';
import { ArrowLeft, Award, PanelLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button';
import { ProgressBar } from '@web/components/progress-bar';

interface LearnTopBarProps {
  courseTitle: string;
  percent: number;
  certificatePath: string | null;
  sidebarId: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** Spec §2 Lesson player top bar: dashboard link, course title, progress, and the certificate once earned. */
export const LearnTopBar = forwardRef<HTMLButtonElement, LearnTopBarProps>(function LearnTopBar(props, toggleRef) {
  const { courseTitle, percent, certificatePath, sidebarId, sidebarOpen, onToggleSidebar } = props;
  return (
    // Below lg the site header scrolls away in the player (styles.css), so this bar pins to the top alone.
    <div data-learn-top-bar className="sticky top-0 z-30 border-b border-line bg-white lg:top-16">
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <button
          ref={toggleRef}
          type="button"
          onClick={onToggleSidebar}
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          aria-label="Course content"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-surface lg:hidden"
        >
          <PanelLeft className="size-5" aria-hidden="true" />
        </button>
        <Link
          to="/dashboard"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-muted hover:bg-surface hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Dashboard</span>
        </Link>
        <span className="hidden h-6 w-px shrink-0 bg-line sm:block" aria-hidden="true" />
        <h1 className="min-w-0 flex-1 truncate text-base font-semibold sm:text-lg">{courseTitle}</h1>
        <div className="flex shrink-0 items-center gap-3">
          <p className="text-sm font-semibold text-ink tabular-nums">
            {percent}%<span className="sr-only sm:not-sr-only"> complete</span>
          </p>
          <ProgressBar value={percent} label="Course progress" className="hidden w-32 sm:block lg:w-48" />
        </div>
        {certificatePath !== null && (
          <Link to={certificatePath} className={buttonClasses('accent', 'sm', 'shrink-0 px-2.5 sm:px-3')}>
            <Award className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">View Certificate</span>
          </Link>
        )}
      </div>
      <ProgressBar value={percent} label="Course progress" variant="edge" className="sm:hidden" />
    </div>
  );
});
