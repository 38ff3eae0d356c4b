import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModerationAction, PostSummary } from '@shared/api/community';
import { SUSPENSION_DAYS_MAX } from '@shared/community-access';
import { ErrorPanel } from '@web/components/error-panel';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { INPUT_CLASS } from '@web/components/form-fields';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryOptions } from '@web/lib/member-query';
import { AuthorLine, PostBadges, postedWhen } from './post-badges';
import { useCommunityWrite } from './use-community';

function postPath(post: PostSummary): string {
  return post.lesson ? `/learn/${post.lesson.courseSlug}?lesson=${encodeURIComponent(post.lesson.lessonId)}` : `/community/posts/${post.id}`;
}

/** Questions in #ask-the-instructor and under lessons nobody on the team has answered, oldest first, an Elite one with its clock. */
export function WaitingQuestions({ adminId }: { adminId: string }) {
  const queue = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/community/questions'), staleTime: 0 });
  if (queue.isPending) return <Skeleton role="status" aria-label="Loading the questions" className="h-32 w-full rounded-2xl" />;
  if (queue.isError) return <ErrorPanel layout="section" title="We couldn't load the questions" onRetry={() => void queue.refetch()} retrying={queue.isFetching}>{queue.error.message}</ErrorPanel>;
  if (queue.data.questions.length === 0) return <p className="text-muted">No question is waiting for an answer.</p>;
  return (
    <ul className="space-y-3">
      {queue.data.questions.map(({ post, clock }) => (
        <li key={post.id}>
          <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <Link to={postPath(post)} className="font-semibold break-words text-brand-800 hover:underline">
                {post.title}
              </Link>
              <AuthorLine author={post.author} createdAt={post.createdAt} />
              <p className="text-sm text-muted">{post.lesson ? 'Asked under a lesson' : '#ask-the-instructor'}</p>
            </div>
            {clock ? (
              <Badge variant={clock.state === 'on-time' ? 'secondary' : 'accent'} className="shrink-0 self-start">
                Elite · {clock.label}
              </Badge>
            ) : (
              <Badge variant="outline" className="shrink-0 self-start">
                Pro
              </Badge>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

const ACTION_LABELS: Record<ModerationAction, string> = { hide: 'Hide', restore: 'Restore', lock: 'Lock', unlock: 'Unlock', pin: 'Pin', unpin: 'Unpin' };

/** Reported posts, the longest-reported first: each with its reports and the moderator's actions. */
export function ReportQueue({ adminId }: { adminId: string }) {
  const queue = useQuery({ ...memberQueryOptions(adminId, 'GET /api/admin/community/reports'), staleTime: 0 });
  if (queue.isPending) return <Skeleton role="status" aria-label="Loading the reports" className="h-32 w-full rounded-2xl" />;
  if (queue.isError) return <ErrorPanel layout="section" title="We couldn't load the reports" onRetry={() => void queue.refetch()} retrying={queue.isFetching}>{queue.error.message}</ErrorPanel>;
  if (queue.data.posts.length === 0) return <p className="text-muted">No reported posts. Members’ reports show up here.</p>;
  return (
    <ul className="space-y-4">
      {queue.data.posts.map(({ post, reports }) => (
        <li key={post.id}>
          <ReportedPostCard adminId={adminId} post={post} reports={reports} />
        </li>
      ))}
    </ul>
  );
}

function ReportedPostCard({ adminId, post, reports }: { adminId: string; post: PostSummary; reports: { reason: string; reporterName: string; createdAt: string }[] }) {
  const { busy, run } = useCommunityWrite(adminId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const [days, setDays] = useState(7);
  const [reason, setReason] = useState('');
  const moderate = (action: ModerationAction) =>
    void run(action, () => callEndpoint('POST /api/admin/community/posts/:id/moderation', { params: { id: post.id }, body: { action } }), `Post: ${ACTION_LABELS[action].toLowerCase()} done.`);
  const actions: ModerationAction[] = [post.hidden ? 'restore' : 'hide', post.locked ? 'unlock' : 'lock'];
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <h3 className="text-lg font-semibold break-words">
        <Link to={postPath(post)} className="hover:underline">
          {post.title}
        </Link>
      </h3>
      <AuthorLine author={post.author} createdAt={post.createdAt} />
      <PostBadges post={post} />
      <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-muted">{post.body}</p>
      <ul className="space-y-1 rounded-xl bg-surface p-3 text-sm">
        {reports.map((report) => (
          <li key={`${report.reporterName}-${report.createdAt}`}>
            <span className="font-semibold">{report.reporterName}</span> ({postedWhen(report.createdAt)}): {report.reason}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button key={action} size="sm" variant={action === 'hide' ? 'primary' : 'outline'} disabled={busy !== null} onClick={() => moderate(action)}>
            {ACTION_LABELS[action]}
          </Button>
        ))}
        <Button size="sm" variant="outline" aria-expanded={suspending} onClick={() => setSuspending(!suspending)}>
          Suspend Author
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </div>
      {suspending && (
        <form
          className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void run('suspend', () => callEndpoint('POST /api/admin/community/suspensions', { body: { postId: post.id, days, reason } }), `${post.author.name} cannot post for ${days} days.`).then((done) => done && setSuspending(false));
          }}
        >
          <label className="text-sm font-medium">
            Days
            <input type="number" min={1} max={SUSPENSION_DAYS_MAX} value={days} onChange={(event) => setDays(Number(event.target.value))} className={`${INPUT_CLASS} mt-1 w-24`} />
          </label>
          <label className="flex-1 text-sm font-medium">
            Reason (kept in the audit log)
            <input value={reason} required onChange={(event) => setReason(event.target.value)} className={`${INPUT_CLASS} mt-1`} />
          </label>
          <Button type="submit" size="sm" disabled={busy === 'suspend'}>
            Suspend
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this post?"
        confirmLabel="Delete Post"
        destructive
        busy={busy === 'delete'}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void run('delete', () => callEndpoint('DELETE /api/admin/community/posts/:id', { params: { id: post.id } }), 'Post deleted.').then(() => setConfirmDelete(false))}
      >
        The post and its replies are removed for everyone; the audit log keeps its title.
      </ConfirmDialog>
    </Card>
  );
}
