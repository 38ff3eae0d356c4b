import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCall } from '@shared/api/calls';
import { pageMeta } from '@shared/page-manifest';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { SegmentedFilter, type FilterOption } from '@web/components/admin/filter-bar';
import { PageFrame, PageSection } from '@web/components/admin/page-frame';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { AvailabilityForm } from '@web/features/calls/availability-form';
import { callEndpoint } from '@web/lib/endpoint-client';
import { errorMessage } from '@web/lib/error-message';
import { memberQueryKey, memberQueryOptions } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';

const WHEN = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const STATUS: Record<AdminCall['status'], string> = { booked: 'Booked', held: 'Held', missed: 'Missed' };
const VIEWS: FilterOption<'upcoming' | 'past'>[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

/** /admin/calls: the Elite strategy calls, upcoming and past (held or missed), and the owner's availability (issue 29). */
export function AdminCallsPage() {
  usePageMeta(pageMeta('/admin/calls'));
  return <RequireAdmin>{(admin) => <Calls adminId={admin.id} />}</RequireAdmin>;
}

function Calls({ adminId }: { adminId: string }) {
  const [view, setView] = useState<'upcoming' | 'past'>('upcoming');
  const calls = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/calls', { query: { view } }), staleTime: 0 });
  const queryClient = useQueryClient();
  const [marking, setMarking] = useState<string | null>(null);
  const error = calls.isError ? { message: errorMessage(calls.error), retry: () => void calls.refetch() } : null;

  const mark = async (call: AdminCall, outcome: 'held' | 'missed') => {
    setMarking(call.id);
    try {
      await callEndpoint('POST /api/admin/calls/:id/outcome', { params: { id: call.id }, body: { outcome } });
      toast.success(`Marked ${outcome}`);
      await queryClient.invalidateQueries({ queryKey: memberQueryKey(adminId, 'GET /api/admin/calls') });
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setMarking(null);
    }
  };

  const columns: DataTableColumn<AdminCall>[] = [
    {
      key: 'member',
      header: 'Member',
      cell: (call) => (
        <>
          <span className="font-medium">{call.memberName || '—'}</span>
          <br />
          <span className="break-all text-muted">{call.memberEmail}</span>
        </>
      ),
    },
    {
      key: 'when',
      header: 'When (your time)',
      cell: (call) => (
        <>
          {WHEN.format(new Date(call.startsAt))}
          <br />
          <span className="text-xs text-muted">Member in {call.memberTimeZone}</span>
        </>
      ),
    },
    {
      key: 'answers',
      header: 'Preparation',
      cell: (call) => (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">Answers</summary>
          <p className="mt-1 whitespace-pre-line">{call.goal}</p>
          <p className="mt-1 whitespace-pre-line text-muted">{call.challenge}</p>
        </details>
      ),
    },
    { key: 'status', header: 'Status', cell: (call) => <Badge variant={call.status === 'held' ? 'secondary' : 'outline'}>{STATUS[call.status]}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (call) =>
        view === 'past' && (
          <div className="flex justify-end gap-2">
            {(['held', 'missed'] as const)
              .filter((outcome) => outcome !== call.status)
              .map((outcome) => (
                <Button key={outcome} size="sm" variant="outline" disabled={marking === call.id} onClick={() => void mark(call, outcome)} aria-label={`Mark ${call.memberEmail}'s call ${outcome}`}>
                  Mark {outcome}
                </Button>
              ))}
          </div>
        ),
    },
  ];

  return (
    <PageFrame title="Strategy Calls" description="Elite members book one 45-minute call a year from their dashboard. Set the hours they can book below.">
      <div className="space-y-10">
        <PageSection id="calls" title="Calls" actions={<SegmentedFilter label="Which calls" options={VIEWS} value={view} onChange={setView} />}>
          <DataTable
            caption={view === 'upcoming' ? 'Upcoming calls' : 'Past calls'}
            columns={columns}
            rows={calls.data?.calls}
            rowKey={(call) => call.id}
            card={(call) => (
              <div className="space-y-2 p-4 text-sm">
                {columns.map((column) => (
                  <div key={column.key}>{column.cell(call)}</div>
                ))}
              </div>
            )}
            empty={view === 'upcoming' ? 'No calls booked yet.' : 'No past calls yet.'}
            error={error}
          />
        </PageSection>
        <PageSection id="availability" title="Availability">
          <AvailabilityForm adminId={adminId} />
        </PageSection>
      </div>
    </PageFrame>
  );
}
