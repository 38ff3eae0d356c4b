import { useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import type { CourseVersionSummary } from '@shared/api/admin-courses';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/error-message';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { useCourseVersions } from './use-admin-courses';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface VersionsPanelProps {
  adminId: string;
  slug: string;
  /** The version the editor's copy is; its row says so. */
  currentVersion: number;
  dirty: boolean;
  restoring: boolean;
  onRestore: (version: CourseVersionSummary) => void;
}

/** The latest 20 saved versions (who, when), each restorable after a confirmation. */
export function VersionsPanel({ adminId, slug, currentVersion, dirty, restoring, onRestore }: VersionsPanelProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<CourseVersionSummary | null>(null);
  const versions = useCourseVersions(adminId, slug, open);

  return (
    <Card className="mt-10 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-xl font-bold tracking-tight">
          <History className="size-5 text-brand-700" aria-hidden="true" />
          Version history
        </h2>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls="version-list" onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide versions' : 'Show versions'}
        </Button>
      </div>
      {open && (
        <div id="version-list" className="mt-4">
          {versions.isPending ? (
            <div role="status" aria-label="Loading versions" className="space-y-2">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : versions.isError ? (
            <p role="alert" className="text-sm text-red-800">
              Couldn't load the versions: {errorMessage(versions.error)}
            </p>
          ) : versions.data.length === 0 ? (
            <p className="text-sm text-muted">No saved versions yet. The first save keeps the course as it is now, so you can come back to it.</p>
          ) : (
            <ol className="divide-y divide-line rounded-lg border border-line" aria-label="The latest 20 versions, newest first">
              {versions.data.map((version) => (
                <li key={version.id} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="font-semibold">
                      Version {version.version}
                      {version.version === currentVersion && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">Current</span>}
                    </p>
                    <p className="text-muted">
                      {version.savedByName} · <time dateTime={version.savedAt}>{DATE_TIME.format(new Date(version.savedAt))}</time>
                    </p>
                  </div>
                  {version.version !== currentVersion && (
                    <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setChosen(version)} disabled={restoring}>
                      <RotateCcw className="size-4" aria-hidden="true" />
                      Restore<span className="sr-only"> version {version.version}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={`Restore version ${chosen?.version ?? ''}?`}
        confirmLabel="Restore version"
        busy={restoring}
        onConfirm={() => {
          if (chosen) onRestore(chosen);
          setChosen(null);
        }}
        onCancel={() => setChosen(null)}
      >
        <p>
          The course and its curriculum go back to version {chosen?.version} as a new version; the current one stays in the history.
          {dirty && ' Your unsaved changes in this editor will be replaced.'}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
