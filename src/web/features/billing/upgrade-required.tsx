import { Lock } from 'lucide-react';
import { ButtonLink } from '@web/components/ui/button';
import { ProgressBar } from '@web/components/progress-bar';

/**
 * The player's state when the learner's plan no longer includes the course (decision 0016):
 * nothing of the lessons, a way to /pricing, and the promise that their progress is kept.
 */
export function UpgradeRequired({ message, progress }: { message: string; progress?: { title: string; percent: number } }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-800">
        <Lock className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Upgrade Required</h1>
      <p className="mt-3 text-lg text-ink">{message}</p>
      {progress && (
        <div className="mx-auto mt-6 max-w-sm rounded-xl border border-line bg-surface p-4 text-left">
          <p className="font-semibold text-ink">{progress.title}</p>
          <ProgressBar value={progress.percent} label={`Your progress in ${progress.title}`} className="mt-3" />
          <p className="mt-2 text-sm text-muted">{progress.percent}% complete</p>
        </div>
      )}
      <p className="mt-4 text-muted">Your enrolment, progress and certificates are kept. Subscribe again and you pick up where you left off.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/pricing" size="lg">
          View Plans
        </ButtonLink>
        <ButtonLink to="/dashboard" variant="outline" size="lg">
          Back to Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}
