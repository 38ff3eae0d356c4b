import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@web/components/error-panel';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';
import { toast } from '@web/lib/toast';
import { AuthorLine, PostBadges } from './post-badges';
import { PostForm } from './post-form';
import { Pager } from './post-list';
import { PostThread } from './post-thread';
import { useCommunityWrite } from './use-community';

/** Under every lesson: its questions, asking one (paid plans), and a question's thread opened in place. */
export function LessonDiscussion({ courseSlug, lessonId }: { courseSlug: string; lessonId: string }) {
  const userId = useUserId();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const params = { slug: courseSlug, lessonId };
  const discussion = useQuery(memberQueryOptions(userId, 'GET /api/learn/:slug/lessons/:lessonId/discussion', { params, query: { page } }));
  const { refresh } = useCommunityWrite(userId ?? '');
  const headingId = `discussion-${lessonId}`;

  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-line pt-8">
      <h3 id={headingId} className="text-xl font-bold tracking-tight">
        Discussion
      </h3>
      <p className="mt-1 text-sm text-muted">Questions about this lesson from members taking the course, with the instructor’s answers.</p>
      {!userId || discussion.isPending ? (
        <Skeleton role="status" aria-label="Loading the discussion" className="mt-4 h-24 w-full rounded-2xl" />
      ) : discussion.isError ? (
        <div className="mt-4">
          <ErrorPanel layout="inline" title="We couldn't load the discussion" onRetry={() => void discussion.refetch()} retrying={discussion.isFetching}>
            {discussion.error.message}
          </ErrorPanel>
        </div>
      ) : openId ? (
        <div className="mt-6 space-y-4">
          <Button size="sm" variant="ghost" onClick={() => setOpenId(null)}>
            ← All questions
          </Button>
          <PostThread userId={userId} postId={openId} headingLevel="h3" onDeleted={() => setOpenId(null)} />
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {discussion.data.posts.length === 0 ? (
            <p className="text-muted">No questions yet.</p>
          ) : (
            <ul className="space-y-3">
              {discussion.data.posts.map((post) => (
                <li key={post.id} className="rounded-2xl border border-line p-4">
                  <button type="button" onClick={() => setOpenId(post.id)} className="text-left text-lg font-semibold break-words text-brand-800 hover:underline">
                    {post.title}
                  </button>
                  <AuthorLine author={post.author} createdAt={post.createdAt} />
                  <div className="mt-2">
                    <PostBadges post={post} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pager page={discussion.data.page} pageSize={discussion.data.pageSize} total={discussion.data.total} onPage={setPage} />
          {discussion.data.mayAsk ? (
            <div className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
              <h4 className="mb-3 font-semibold">Ask about this lesson</h4>
              <PostForm
                submitLabel="Ask Question"
                busyLabel="Asking…"
                bodyLabel="Your question"
                onSubmit={async (draft) => {
                  await callEndpoint('POST /api/learn/:slug/lessons/:lessonId/discussion', { params, body: draft });
                  toast.success('Your question is posted.');
                  await refresh();
                }}
              />
            </div>
          ) : (
            <p className="rounded-2xl border border-line bg-surface p-4 text-sm">
              Asking questions here comes with Pro Member.{' '}
              <Link to="/pricing" className="font-medium text-brand-700 underline">
                See the plans
              </Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
