import { useSearchParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { PageFrame } from '@web/components/admin/page-frame';
import { ButtonLink } from '@web/components/ui/button';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { AdminTeamDetail, AdminTeamList, readTeamListView, teamListSearch, type TeamListView } from '@web/features/admin-teams';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /admin/teams (issue 30): every team on the kit's table; `?team=<id>` shows one team (a view of the page, so `/` pays for one route). */
export function AdminTeamsPage() {
  usePageMeta(pageMeta('/admin/teams'));
  return <RequireAdmin>{(admin) => <Teams adminId={admin.id} />}</RequireAdmin>;
}

function Teams({ adminId }: { adminId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const teamId = searchParams.get('team');
  const view = readTeamListView(searchParams);
  const show = (next: TeamListView) => setSearchParams(teamListSearch(next));
  if (teamId) {
    return (
      <PageFrame
        title="Team"
        breadcrumbs={[{ label: 'Admin', to: '/admin' }, { label: 'Teams', to: '/admin/teams' }, { label: 'Team' }]}
        description="Members and their progress, pending invitations, and the team's payments. A payment is refunded like any other; refunding the current one ends Team Access."
        actions={
          <ButtonLink to="/admin/teams" variant="outline">
            All Teams
          </ButtonLink>
        }
      >
        <AdminTeamDetail adminId={adminId} teamId={teamId} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Teams" description="Team Access: who bought seats, how many are used, and whether each team's subscription is in force.">
      <AdminTeamList adminId={adminId} view={view} onShow={show} onOpen={(team) => setSearchParams(`?team=${team.id}`)} />
    </PageFrame>
  );
}
