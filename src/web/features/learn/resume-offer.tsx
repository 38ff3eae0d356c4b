import { History, Play, RotateCcw } from 'lucide-react';
import { formatPlaybackTime } from '@shared/video-resume';
import { Button } from '@web/components/ui/button';

const PANEL = 'mt-3 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between';

/** Under the video: where the learner stopped last time, to pick up there or start again (issue 32). */
export function ResumeOffer({ positionSeconds, onResume, onStartOver }: { positionSeconds: number; onResume: () => void; onStartOver: () => void }) {
  const time = formatPlaybackTime(positionSeconds);
  return (
    <section aria-label="Resume video" className={PANEL}>
      <p className="flex items-center gap-2 text-sm font-medium text-brand-900">
        <History className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        You stopped at {time} last time.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onResume}>
          <Play className="size-4" aria-hidden="true" />
          Resume at {time}
        </Button>
        <Button size="sm" variant="outline" onClick={onStartOver}>
          Start from the beginning
        </Button>
      </div>
    </section>
  );
}

/** Under a video opened at a position ('Continue Learning'): says so, with the way back to the start. */
export function ResumedNotice({ positionSeconds, onStartOver }: { positionSeconds: number; onStartOver: () => void }) {
  return (
    <section aria-label="Resume video" className={PANEL}>
      <p className="flex items-center gap-2 text-sm font-medium text-brand-900">
        <History className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        Picking up where you left off, at {formatPlaybackTime(positionSeconds)}.
      </p>
      <Button size="sm" variant="outline" onClick={onStartOver}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Start from the beginning
      </Button>
    </section>
  );
}
