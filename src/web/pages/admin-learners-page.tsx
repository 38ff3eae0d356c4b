import { useSearchParams } from 'react-router';
import { LAST_ACTIVE_FILTERS, LEARNER_SORTS } from '@shared/api/admin-learners';
import { pageMeta } from '@shared/page-manifest';
import { PLANS } from '@shared/plans';
import { listSearch, parseChoice, parsePage } from '@web/components/admin/list-params';
import { PageFrame } from '@web/components/admin/page-frame';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { LearnerDirectory } from '@web/features/learners/learner-directory';
import type { LearnersView } from '@web/features/learners/use-learners';
import { usePageMeta } from '@web/lib/use-page-meta';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const YES_NO = ['yes', 'no'] as const;

export function AdminLearnersPage() {
  usePageMeta(pageMeta('/admin/learners'));
  return <RequireAdmin>{(admin) => <LearnersPage adminId={admin.id} />}</RequireAdmin>;
}

function LearnersPage({ adminId }: { adminId: string }) {
  const [params, setParams] = useSearchParams();
  const date = (key: string) => (DATE.test(params.get(key) ?? '') ? params.get(key)! : undefined);
  const view: LearnersView = {
    q: params.get('q')?.trim() || undefined,
    plan: parseChoice(params.get('plan'), PLANS),
    team: parseChoice(params.get('team'), YES_NO),
    lastActive: parseChoice(params.get('lastActive'), LAST_ACTIVE_FILTERS),
    hasCertificate: parseChoice(params.get('hasCertificate'), YES_NO),
    signedUpFrom: date('signedUpFrom'),
    signedUpTo: date('signedUpTo'),
    sort: parseChoice(params.get('sort'), LEARNER_SORTS) ?? 'signedUp',
    direction: params.get('direction') === 'asc' ? 'asc' : 'desc',
    page: parsePage(params.get('page')),
  };
  const show = (next: LearnersView) =>
    setParams(listSearch({ ...next, sort: next.sort === 'signedUp' ? undefined : next.sort, direction: next.direction === 'desc' ? undefined : next.direction }));
  return (
    <PageFrame title="Learners" description="Find a learner by part of their name or email, then open their account: plan, progress, orders, certificates and messages.">
      <LearnerDirectory adminId={adminId} view={view} onShow={show} />
    </PageFrame>
  );
}
