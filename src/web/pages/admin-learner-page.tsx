import { useParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { ErrorPanel } from '@web/components/error-panel';
import { PageFrame } from '@web/components/admin/page-frame';
import { Skeleton } from '@web/components/ui/skeleton';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { LearnerProfile } from '@web/features/learners/learner-profile';
import { useLearner } from '@web/features/learners/use-learners';
import { errorMessage } from '@web/lib/error-message';
import { usePageMeta } from '@web/lib/use-page-meta';

export function AdminLearnerPage() {
  usePageMeta(pageMeta('/admin/learners/:id'));
  return <RequireAdmin>{(admin) => <LearnerPage adminId={admin.id} />}</RequireAdmin>;
}

function LearnerPage({ adminId }: { adminId: string }) {
  const { id = '' } = useParams();
  const learner = useLearner(adminId, id);
  const name = learner.data ? learner.data.learner.name.trim() || learner.data.learner.email : 'Learner';
  return (
    <PageFrame
      title={name}
      breadcrumbs={[{ label: 'Admin', to: '/admin' }, { label: 'Learners', to: '/admin/learners' }, { label: name }]}
      description={learner.data?.learner.email}
    >
      {learner.data ? (
        <LearnerProfile adminId={adminId} learner={learner.data.learner} />
      ) : learner.isError ? (
        <ErrorPanel title="We couldn't load this learner" layout="section" onRetry={() => void learner.refetch()}>
          {errorMessage(learner.error)}
        </ErrorPanel>
      ) : (
        <div role="status" aria-label="Loading the learner" className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </PageFrame>
  );
}
