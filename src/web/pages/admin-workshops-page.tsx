import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminWorkshop } from '@shared/api/workshops';
import { pageMeta } from '@shared/page-manifest';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { SegmentedFilter, type FilterOption } from '@web/components/admin/filter-bar';
import { PageFrame, PageSection } from '@web/components/admin/page-frame';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { ContinuingEducationForm } from '@web/features/certifications/continuing-education-form';
import { WorkshopFollowUp, WorkshopForm, workshopLength } from '@web/features/workshops';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';

const VIEWS: FilterOption<'upcoming' | 'past'>[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

/** /admin/workshops: schedule, change and cancel live Elite workshops; afterwards the recording and attendance (issue 29). */
export function AdminWorkshopsPage() {
  usePageMeta(pageMeta('/admin/workshops'));
  return <RequireAdmin>{(admin) => <Workshops adminId={admin.id} />}</RequireAdmin>;
}

function Workshops({ adminId }: { adminId: string }) {
  const [view, setView] = useState<'upcoming' | 'past'>('upcoming');
  const workshops = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/workshops', { query: { view } }), staleTime: 0 });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminWorkshop | null>(null);
  const [following, setFollowing] = useState<AdminWorkshop | null>(null);
  const [cancelling, setCancelling] = useState<AdminWorkshop | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/workshops') });
  const error = workshops.isError ? { message: errorMessage(workshops.error), retry: () => void workshops.refetch() } : null;
  const zoned = (workshop: AdminWorkshop) => `${workshop.date} at ${workshop.time} (${workshop.timeZone})`;

  const cancel = async (workshop: AdminWorkshop) => {
    setBusy(true);
    try {
      await callEndpoint('POST /api/admin/workshops/:id/cancellation', { params: { id: workshop.id } });
      toast.success('Workshop cancelled. Registered members are emailed.');
      setCancelling(null);
      refresh();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<AdminWorkshop>[] = [
    {
      key: 'title',
      header: 'Workshop',
      cell: (workshop) => (
        <>
          <span className="font-medium">{workshop.title}</span>
          {workshop.status === 'cancelled' && (
            <Badge variant="outline" className="ml-2">
              Cancelled
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'when',
      header: 'Starts (as entered)',
      cell: (workshop) => (
        <>
          {zoned(workshop)}
          <br />
          <span className="text-xs text-muted">{workshopLength(workshop.durationMinutes)}</span>
        </>
      ),
    },
    { key: 'seats', header: 'Registered', cell: (workshop) => `${workshop.registered} of ${workshop.capacity}` },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (workshop) => (
        <div className="flex flex-wrap justify-end gap-2">
          {view === 'upcoming' && workshop.status === 'scheduled' && !workshop.started && (
            <Button size="sm" variant="outline" onClick={() => setEditing(workshop)} aria-label={`Edit ${workshop.title}`}>
              Edit
            </Button>
          )}
          {workshop.status === 'scheduled' && (
            <Button size="sm" variant="outline" onClick={() => setFollowing(workshop)} aria-label={`Registrants and recording of ${workshop.title}`}>
              Registrants
            </Button>
          )}
          {view === 'upcoming' && workshop.status === 'scheduled' && (
            <Button size="sm" variant="outline" onClick={() => setCancelling(workshop)} aria-label={`Cancel ${workshop.title}`}>
              Cancel
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <PageFrame title="Workshops" description="Live workshops for Elite members. Members register from /workshops and get a calendar invitation and a reminder the day before.">
      <div className="space-y-10">
        <PageSection id="workshops" title="Workshops" actions={<SegmentedFilter label="Which workshops" options={VIEWS} value={view} onChange={setView} />}>
          <DataTable
            caption={view === 'upcoming' ? 'Upcoming workshops' : 'Past workshops'}
            columns={columns}
            rows={workshops.data?.workshops}
            rowKey={(workshop) => workshop.id}
            card={(workshop) => (
              <div className="space-y-2 p-4 text-sm">
                {columns.map((column) => (
                  <div key={column.key}>{column.cell(workshop)}</div>
                ))}
              </div>
            )}
            empty={view === 'upcoming' ? 'No workshops scheduled yet. Schedule one below.' : 'No past workshops yet.'}
            error={error}
          />
        </PageSection>
        {following && (
          <PageSection id="follow-up" title={following.title} actions={<Button variant="outline" size="sm" onClick={() => setFollowing(null)}>Close</Button>}>
            <WorkshopFollowUp key={following.id} adminId={adminId} workshop={following} onChanged={refresh} />
          </PageSection>
        )}
        <PageSection id="schedule" title={editing ? `Edit: ${editing.title}` : 'Schedule a workshop'}>
          <WorkshopForm
            key={editing?.id ?? 'new'}
            editing={editing}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
            onCancelEdit={() => setEditing(null)}
          />
        </PageSection>
        <PageSection id="continuing-education" title="Continuing education">
          <ContinuingEducationForm adminId={adminId} />
        </PageSection>
      </div>
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this workshop?"
        confirmLabel="Cancel workshop"
        destructive
        busy={busy}
        onConfirm={() => cancelling && void cancel(cancelling)}
        onCancel={() => setCancelling(null)}
      >
        {cancelling?.registered ? `The ${cancelling.registered} registered members get an email that removes it from their calendars.` : 'No one has registered yet.'}
      </ConfirmDialog>
    </PageFrame>
  );
}
