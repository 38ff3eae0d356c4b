import { pageMeta } from '@shared/page-manifest';
import { PageFrame, PageSection } from '@web/components/admin/page-frame';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { ReportQueue, WaitingQuestions } from '@web/features/community/admin-community';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /admin/community: questions waiting for the instructor, oldest first, and the reported posts to moderate. */
export function AdminCommunityPage() {
  usePageMeta(pageMeta('/admin/community'));
  return (
    <RequireAdmin>
      {(admin) => (
        <PageFrame title="Community Moderation" description="Answer the questions waiting in #ask-the-instructor and under lessons (Elite members' within 24 hours), and act on the posts members reported. Every action is kept in the audit log.">
          <div className="space-y-10">
            <PageSection id="questions" title="Waiting for the instructor">
              <WaitingQuestions adminId={admin.id} />
            </PageSection>
            <PageSection id="reports" title="Reported posts">
              <ReportQueue adminId={admin.id} />
            </PageSection>
          </div>
        </PageFrame>
      )}
    </RequireAdmin>
  );
}
