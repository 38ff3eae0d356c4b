import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { MemberWorkshop } from '@shared/api/workshops';
import { Button } from '@web/components/ui/button';

/** What a member can do with a workshop now: register, cancel, join, or watch the recording. */
export function WorkshopActions({ workshop, busy, onRegister, onCancel, showRecordingLink }: { workshop: MemberWorkshop; busy: boolean; onRegister: () => void; onCancel: () => void; showRecordingLink: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {workshop.mayRegister && (
        <Button disabled={busy} aria-busy={busy} onClick={onRegister} aria-label={`Register for ${workshop.title}`}>
          {busy ? 'Registering…' : 'Register'}
        </Button>
      )}
      {workshop.registered && workshop.joinLink && (
        <a href={workshop.joinLink} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline underline-offset-4">
          Join link
        </a>
      )}
      {workshop.registered && !workshop.started && workshop.status === 'scheduled' && (
        <Button variant="outline" disabled={busy} onClick={onCancel} aria-label={`Cancel registration for ${workshop.title}`}>
          Cancel registration
        </Button>
      )}
      {!workshop.mayRegister && !workshop.registered && !workshop.started && workshop.status === 'scheduled' && workshop.seatsLeft === 0 && <p className="font-medium text-muted">Full: a seat opens if someone cancels.</p>}
      {showRecordingLink && workshop.recordingUrl && (
        <Link to={`/workshops/${workshop.id}`} className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-4">
          <PlayCircle className="size-4" aria-hidden="true" /> Watch the recording
        </Link>
      )}
    </div>
  );
}
