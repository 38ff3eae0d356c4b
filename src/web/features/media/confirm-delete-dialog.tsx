import type { Video } from '@shared/api/media';
import { deleteVideoQuestion } from '@shared/media-messages';
import { Button } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/modal-dialog';

interface ConfirmDeleteDialogProps {
  /** The video to delete, or null when the dialog is closed. */
  video: Video | null;
  deleting: boolean;
  onConfirm: (video: Video) => void;
  onClose: () => void;
}

/**
 * Spec §2: 'Are you sure you want to delete {file}?' before a video goes. A video lessons use
 * names them, since those lessons will show no video until another is assigned.
 */
export function ConfirmDeleteDialog({ video, deleting, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <ModalDialog open={video !== null} onClose={onClose} closeOnBackdrop className="max-w-md">
      {({ titleId, close }) =>
        video && (
          <div className="p-6">
            <h2 id={titleId} className="text-lg font-bold tracking-tight wrap-break-word">
              {deleteVideoQuestion(video.name)}
            </h2>
            {video.usedBy.length > 0 ? (
              <div className="mt-3 text-sm text-muted">
                <p>
                  {video.usedBy.length === 1 ? 'This lesson uses it' : `These ${video.usedBy.length} lessons use it`} and will show no video until
                  another is assigned:
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
                  {video.usedBy.map((use) => (
                    <li key={`${use.courseSlug}/${use.lessonId}`}>
                      {use.lessonTitle} <span className="text-muted">({use.courseSlug})</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="mt-3 text-sm text-muted">No lesson uses this video. This cannot be undone.</p>
            )}
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <Button variant="outline" onClick={close} disabled={deleting}>
                Cancel
              </Button>
              <Button variant="destructive" onClick={() => onConfirm(video)} disabled={deleting} aria-busy={deleting}>
                {deleting ? 'Deleting…' : 'Delete'}
              </Button>
            </div>
          </div>
        )
      }
    </ModalDialog>
  );
}
