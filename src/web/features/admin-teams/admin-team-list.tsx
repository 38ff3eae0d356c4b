import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { ADMIN_TEAM_SORTS, ADMIN_TEAM_STATES, type AdminTeamSort, type AdminTeamSummary } from '@shared/api/teams';
import { DataTable, type DataTableColumn } from '@web/components/admin/data-table';
import { FilterBar, SearchFilter, SegmentedFilter, type FilterOption } from '@web/components/admin/filter-bar';
import { listSearch, parseChoice, parsePage } from '@web/components/admin/list-params';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { memberQueryOptions } from '@web/lib/member-query';
import { errorMessage } from '@web/lib/error-message';

export interface TeamListView {
  state: (typeof ADMIN_TEAM_STATES)[number] | undefined;
  q: string;
  sort: AdminTeamSort;
  direction: 'asc' | 'desc';
  page: number;
}

const STATE_FILTERS: FilterOption<TeamListView['state']>[] = [
  { value: undefined, label: 'All' },
  { value: 'in-force', label: 'In force' },
  { value: 'ended', label: 'Ended' },
];

const STATE_LABELS: Record<AdminTeamSummary['state'], string> = { active: 'Active', cancelling: 'Cancelling', past_due: 'Past due', ended: 'Ended' };
export const shortDate = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '—');

/** The list's view from the address bar: newest first, every state, page 1 unless it says otherwise. */
export function readTeamListView(params: URLSearchParams): TeamListView {
  return {
    state: parseChoice(params.get('state'), ADMIN_TEAM_STATES),
    q: params.get('q') ?? '',
    sort: parseChoice(params.get('sort'), ADMIN_TEAM_SORTS) ?? 'created',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: parsePage(params.get('page')),
  };
}

export function teamListSearch(view: TeamListView): string {
  const byDefault = view.sort === 'created';
  return listSearch({ ...view, sort: byDefault ? undefined : view.sort, direction: byDefault ? undefined : view.direction });
}

export function TeamState({ team }: { team: AdminTeamSummary }) {
  return <Badge variant={team.state === 'ended' ? 'outline' : team.state === 'active' ? 'default' : 'secondary'}>{STATE_LABELS[team.state]}</Badge>;
}

/** Every team as the server filters, sorts and pages them: a table on wide screens, cards on narrow ones. */
export function AdminTeamList({ adminId, view, onShow, onOpen }: { adminId: string; view: TeamListView; onShow: (view: TeamListView) => void; onOpen: (team: AdminTeamSummary) => void }) {
  const query = { state: view.state, q: view.q || undefined, sort: view.sort, direction: view.direction, page: view.page };
  const teams = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/teams', { query }), placeholderData: keepPreviousData });
  const data = teams.data;
  const open = (team: AdminTeamSummary) => (
    <Button size="sm" variant="outline" onClick={() => onOpen(team)}>
      View<span className="sr-only"> the team of {team.owner.email}</span>
    </Button>
  );
  const columns: DataTableColumn<AdminTeamSummary>[] = [
    { key: 'owner', header: 'Owner', sortable: true, cell: (team) => <Owner team={team} />, className: 'min-w-52' },
    { key: 'seats', header: 'Seats used / bought', sortable: true, align: 'right', cell: (team) => `${team.seatsUsed} / ${team.seats}`, className: 'tabular-nums' },
    { key: 'members', header: 'Members', align: 'right', cell: (team) => team.memberCount },
    { key: 'state', header: 'Subscription', cell: (team) => <TeamState team={team} /> },
    { key: 'date', header: 'Period', cell: (team) => shortDate(team.date), className: 'whitespace-nowrap' },
    { key: 'actions', header: 'Actions', align: 'right', cell: open },
  ];
  return (
    <div className="space-y-6">
      <FilterBar actions={<SearchFilter label="Search teams by owner" placeholder="Owner name or email" initial={view.q} onSearch={(q) => onShow({ ...view, q, page: 1 })} />}>
        <SegmentedFilter label="Show teams" options={STATE_FILTERS} value={view.state} onChange={(state) => onShow({ ...view, state, page: 1 })} />
      </FilterBar>
      <DataTable<AdminTeamSummary>
        caption="Teams"
        items={{ one: 'team', other: 'teams' }}
        errorTitle="Failed to load teams."
        columns={columns}
        card={(team) => (
          <Card className="p-4">
            <Owner team={team} />
            <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted">
              <TeamState team={team} />
              <span>
                {team.seatsUsed} of {team.seats} seats used
              </span>
              <span>{team.memberCount === 1 ? '1 member' : `${team.memberCount} members`}</span>
            </p>
            <div className="mt-3">{open(team)}</div>
          </Card>
        )}
        rows={data?.teams}
        rowKey={(team) => team.id}
        empty={view.state || view.q ? 'No teams match this view.' : 'No teams yet: they appear here when a member buys Team Access seats.'}
        error={teams.isError ? { message: errorMessage(teams.error), retry: () => void teams.refetch() } : null}
        busy={teams.isPlaceholderData}
        sort={view.sort === 'created' ? undefined : { key: view.sort, direction: view.direction }}
        onSortChange={(sort) => onShow({ ...view, sort: parseChoice(sort.key, ADMIN_TEAM_SORTS) ?? 'created', direction: sort.direction, page: 1 })}
        page={data && { page: data.page, pageSize: data.pageSize, total: data.total }}
        onPageChange={(page) => onShow({ ...view, page })}
      />
    </div>
  );
}

function Owner({ team }: { team: AdminTeamSummary }) {
  return (
    <>
      <span className="font-semibold break-words text-ink">{team.owner.name || team.owner.email}</span>
      <span className="block text-xs break-all text-muted">{team.owner.email}</span>
    </>
  );
}
