import { useEffect, useState, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import type { AssessmentResult, OpenAssessment } from '@shared/api/certifications';
import { findCertificationTrack } from '@shared/certification-tracks';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { Skeleton } from '@web/components/ui/skeleton';
import { ErrorPanel } from '@web/components/error-panel';
import { ApiRequestError } from '@web/lib/api-client';
import { useUserId } from '@web/lib/member-query';
import { useRequireUser } from '@web/lib/require-user';
import { usePageMeta } from '@web/lib/use-page-meta';
import { AssessmentResultView } from './assessment-result';
import { AssessmentRunner } from './assessment-runner';
import { TrackProgress } from './track-progress';
import { trackStatus } from './track-status';
import { assessmentPath, useCertificationTracks, useStartAssessment } from './use-certifications';

/**
 * A certification's final assessment, at /certification?assessment=<track> (its code loaded only
 * there): an introduction and 'Start assessment' (the clock starts only then), the runner while an
 * attempt is open (resumed after a reload or on another device), and the result once submitted.
 */
export function AssessmentView({ trackId }: { trackId: string }) {
  usePageMeta({ title: 'Certification Assessment', description: 'The timed final assessment of a certification.' });
  const session = useRequireUser(assessmentPath(trackId));
  const userId = useUserId();
  const definition = findCertificationTrack(trackId);
  const tracks = useCertificationTracks(definition ? userId : undefined);
  const track = tracks.data?.find((entry) => entry.id === trackId);
  const start = useStartAssessment(userId);
  const [attempt, setAttempt] = useState<OpenAssessment | null>(null);
  const [result, setResult] = useState<{ result: AssessmentResult; questions: OpenAssessment['questions'] } | null>(null);

  // An attempt already open (another tab, another device, a reload) is resumed at once.
  const openAttemptId = track?.openAttempt?.attemptId;
  const startTrack = start.mutate;
  const resuming = start.isPending || start.isError;
  useEffect(() => {
    if (openAttemptId && !attempt && !result && definition && !resuming) startTrack(definition.id, { onSuccess: setAttempt });
  }, [openAttemptId, attempt, result, definition, startTrack, resuming]);

  if (!definition) {
    return (
      <Frame title="Assessment not found">
        <p className="text-muted">There is no such certification. The three certifications and their assessments are on the Certification page.</p>
      </Frame>
    );
  }
  if (session.status === 'error' || tracks.isError) {
    return (
      <ErrorPanel layout="page" title="We couldn't load your assessment" onRetry={() => (session.status === 'error' ? session.retry() : void tracks.refetch())}>
        Your answers are saved on our server. Check your connection and try again.
      </ErrorPanel>
    );
  }

  const title = `${definition.title}: Final Assessment`;
  if (result) {
    return (
      <Frame title={title}>
        <AssessmentResultView result={result.result} questions={result.questions} track={track} />
      </Frame>
    );
  }
  if (attempt) {
    return (
      <Frame title={title}>
        <AssessmentRunner
          title={definition.title}
          timeLimitMinutes={definition.timeLimitMinutes}
          attempt={attempt}
          onSubmitted={(submitted) => {
            setResult({ result: submitted, questions: attempt.questions });
            setAttempt(null);
            void tracks.refetch();
          }}
        />
      </Frame>
    );
  }
  if (!track || track.openAttempt) {
    return (
      <Frame title={title}>
        {start.error ? (
          <StartError error={start.error} />
        ) : (
          <div role="status" aria-label="Loading your assessment" className="space-y-4">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-64 w-full rounded-2xl" />
          </div>
        )}
      </Frame>
    );
  }
  const ready = trackStatus(track).kind === 'ready';
  return (
    <Frame title={title}>
      <Card className="max-w-2xl p-6 sm:p-8">
        {ready ? (
          <>
            <h2 className="text-xl font-semibold">Before you start</h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
              <li>
                {track.questionsPerAttempt} questions drawn from the lessons of your courses; {track.passPercent}% or more passes.
              </li>
              <li>{track.timeLimitMinutes} minutes from the moment you start. Answers sent after that are not counted.</li>
              <li>Each answer is saved as you choose it: if you reload or switch devices, you carry on where you were.</li>
              <li>Three attempts in 30 days, at least 24 hours apart.</li>
            </ul>
            <Button size="lg" className="mt-6" disabled={start.isPending} onClick={() => start.mutate(definition.id, { onSuccess: setAttempt })}>
              {start.isPending ? 'Starting…' : 'Start assessment'}
            </Button>
            {start.error && <StartError error={start.error} />}
          </>
        ) : (
          <>
            <h2 className="text-xl font-semibold">Where you stand</h2>
            <div className="mt-4">
              <TrackProgress track={track} />
            </div>
          </>
        )}
      </Card>
    </Frame>
  );
}

function StartError({ error }: { error: Error }) {
  return (
    <p role="alert" className="mt-4 text-sm font-medium text-red-700">
      {error instanceof ApiRequestError ? error.message : 'The assessment could not be started: check your connection and try again.'}
    </p>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-surface py-8 sm:py-12">
      <Container>
        <ButtonLink to="/certification" variant="ghost" className="-ml-3">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Certification
        </ButtonLink>
        <h1 className="mt-4 mb-8 text-3xl font-bold tracking-tight text-balance">{title}</h1>
        {children}
      </Container>
    </section>
  );
}
