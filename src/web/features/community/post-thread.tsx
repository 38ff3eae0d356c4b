import { useQuery } from '@tanstack/react-query';
import { Flag, Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { PostSummary } from '@shared/api/community';
import { REACTIONS, REACTION_NAMES, REPLY_BODY_MAX, REPORT_REASON_MAX } from '@shared/community-access';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ErrorPanel } from '@web/components/error-panel';
import { INPUT_CLASS, SubmitButton } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryOptions } from '@web/lib/member-query';
import { cn } from '@web/lib/cn';
import { CommunityMarkdown } from '@web/features/learn';
import { AuthorLine, PostBadges } from './post-badges';
import { PostForm } from './post-form';
import { useCommunityWrite } from './use-community';

type HeadingTag = 'h1' | 'h2' | 'h3';

/** A post with its replies and what the viewer may do with it: react, reply, mark answered, edit or delete their own, report. */
export function PostThread({ userId, postId, headingLevel = 'h1', onDeleted }: { userId: string; postId: string; headingLevel?: HeadingTag; onDeleted?: () => void }) {
  const thread = useQuery(memberQueryOptions(userId, 'GET /api/community/posts/:id', { params: { id: postId } }));
  if (thread.isPending) return <Skeleton role="status" aria-label="Loading the post" className="h-48 w-full rounded-2xl" />;
  if (thread.isError) {
    return (
      <ErrorPanel layout="section" title="We couldn't open this post" onRetry={() => void thread.refetch()} retrying={thread.isFetching}>
        {thread.error.message}
      </ErrorPanel>
    );
  }
  const { post, replies } = thread.data;
  const Title = headingLevel;
  const ReplyHeading = headingLevel === 'h1' ? 'h2' : headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <article aria-labelledby={`post-${post.id}`} className="space-y-6">
      <header className="space-y-2">
        <Title id={`post-${post.id}`} className={cn('font-bold tracking-tight break-words', headingLevel === 'h1' ? 'text-3xl' : 'text-xl')}>
          {post.title}
        </Title>
        <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
        <PostBadges post={post} />
      </header>
      <PostBody userId={userId} post={post} onDeleted={onDeleted} />

      <section aria-labelledby={`replies-${post.id}`} className="space-y-4 border-t border-line pt-6">
        <ReplyHeading id={`replies-${post.id}`} className="text-lg font-semibold">
          {replies.length === 0 ? 'No replies yet' : `${replies.length} ${replies.length === 1 ? 'reply' : 'replies'}`}
        </ReplyHeading>
        <ol className="space-y-4">
          {replies.map((reply) => (
            <li key={reply.id} className={cn('rounded-2xl border p-4', reply.fromInstructor ? 'border-brand-300 bg-brand-50' : 'border-line')}>
              {reply.fromInstructor && <p className="mb-1 text-xs font-bold tracking-wide text-brand-800 uppercase">Instructor’s answer</p>}
              <AuthorLine author={reply.author} createdAt={reply.createdAt} />
              <div className="mt-2">
                <CommunityMarkdown content={reply.body} />
              </div>
            </li>
          ))}
        </ol>
        {post.locked ? <p className="text-sm text-muted">This post is locked: it takes no more replies.</p> : <ReplyForm userId={userId} postId={post.id} />}
      </section>
    </article>
  );
}

function PostBody({ userId, post, onDeleted }: { userId: string; post: PostSummary; onDeleted?: () => void }) {
  const { busy, run, refresh } = useCommunityWrite(userId);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const params = { params: { id: post.id } };

  if (editing) {
    return (
      <PostForm
        submitLabel="Save Changes"
        busyLabel="Saving…"
        initial={{ title: post.title, body: post.body }}
        onCancel={() => setEditing(false)}
        onSubmit={async (draft) => {
          await callEndpoint('PATCH /api/community/posts/:id', { ...params, body: draft });
          await refresh();
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <CommunityMarkdown content={post.body} />
      <div className="flex flex-wrap items-center gap-2">
        {REACTION_NAMES.map((reaction) => {
          const mine = post.myReactions.includes(reaction);
          return (
            <Button
              key={reaction}
              size="sm"
              variant={mine ? 'secondary' : 'outline'}
              aria-pressed={mine}
              disabled={busy !== null}
              onClick={() => void run(reaction, () => callEndpoint('PUT /api/community/posts/:id/reactions/:reaction', { params: { id: post.id, reaction }, body: { on: !mine } }))}
            >
              {REACTIONS[reaction]} <span className="tabular-nums">{post.reactions[reaction]}</span>
            </Button>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {post.mayMarkAnswered && (
          <Button
            size="sm"
            variant={post.answered ? 'outline' : 'primary'}
            disabled={busy !== null}
            onClick={() => void run('answered', () => callEndpoint('PUT /api/community/posts/:id/answered', { ...params, body: { answered: !post.answered } }), post.answered ? 'Marked as not answered.' : 'Marked as answered.')}
          >
            {post.answered ? 'Mark as Not Answered' : 'Mark as Answered'}
          </Button>
        )}
        {post.mayChange && (
          <>
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" aria-expanded={reporting} onClick={() => setReporting(!reporting)}>
          <Flag className="size-4" aria-hidden="true" /> Report
        </Button>
      </div>
      {reporting && <ReportForm userId={userId} postId={post.id} onDone={() => setReporting(false)} />}
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this post?"
        confirmLabel="Delete Post"
        destructive
        busy={busy === 'delete'}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          void run('delete', () => callEndpoint('DELETE /api/community/posts/:id', params), 'Post deleted.').then((done) => {
            setConfirmDelete(false);
            if (done) onDeleted?.();
          })
        }
      >
        The post and its replies are removed for everyone.
      </ConfirmDialog>
    </div>
  );
}

function ReplyForm({ userId, postId }: { userId: string; postId: string }) {
  const { busy, run } = useCommunityWrite(userId);
  const [body, setBody] = useState('');
  const id = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = await run('reply', () => callEndpoint('POST /api/community/posts/:id/replies', { params: { id: postId }, body: { body } }));
    if (sent) setBody('');
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Your reply
      </label>
      <textarea id={id} value={body} rows={4} maxLength={REPLY_BODY_MAX} required onChange={(event) => setBody(event.target.value)} className={cn(INPUT_CLASS, 'h-auto py-2')} />
      <SubmitButton busy={busy === 'reply'} label="Post Reply" busyLabel="Posting…" className="sm:w-auto" />
    </form>
  );
}

function ReportForm({ userId, postId, onDone }: { userId: string; postId: string; onDone: () => void }) {
  const { busy, run } = useCommunityWrite(userId);
  const [reason, setReason] = useState('');
  const id = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const sent = await run('report', () => callEndpoint('POST /api/community/posts/:id/reports', { params: { id: postId }, body: { reason } }), 'Thanks: a moderator will look at this post.');
    if (sent) onDone();
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3 rounded-2xl border border-line bg-surface p-4">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        What is wrong with this post?
      </label>
      <textarea id={id} value={reason} rows={2} maxLength={REPORT_REASON_MAX} required onChange={(event) => setReason(event.target.value)} className={cn(INPUT_CLASS, 'h-auto py-2')} />
      <SubmitButton busy={busy === 'report'} label="Send Report" busyLabel="Sending…" className="sm:w-auto" />
    </form>
  );
}
