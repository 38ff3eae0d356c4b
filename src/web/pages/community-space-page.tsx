import { useQuery } from '@tanstack/react-query';
import { Hash } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { POST_VIEWS, type PostView } from '@shared/community-access';
import { pageMeta } from '@shared/page-manifest';
import { parseChoice, parsePage } from '@web/components/admin/list-params';
import { ErrorPanel } from '@web/components/error-panel';
import { Skeleton } from '@web/components/ui/skeleton';
import { PostForm } from '@web/features/community/post-form';
import { Pager, PostList } from '@web/features/community/post-list';
import { useCommunityWrite } from '@web/features/community/use-community';
import { callEndpoint } from '@web/lib/endpoint-client';
import { memberQueryOptions, useUserId } from '@web/lib/member-query';
import { useRequireUser } from '@web/lib/require-user';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { usePageMeta } from '@web/lib/use-page-meta';
import type { SpaceId } from '@shared/community-access';

const VIEW_LABELS: Record<PostView, string> = { newest: 'Newest', active: 'Active', unanswered: 'Unanswered' };

/** /community/:space: one space's posts (newest, active, unanswered; paged on the server) and, for those who may, a new post. */
export function CommunitySpacePage() {
  const { space = '' } = useParams();
  usePageMeta(pageMeta('/community/:space'));
  useRequireUser(`/community/${space}`);
  const userId = useUserId();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseChoice(searchParams.get('view'), POST_VIEWS) ?? 'newest';
  const page = parsePage(searchParams.get('page'));
  const spaceId = space as SpaceId;
  const posts = useQuery(memberQueryOptions(userId, 'GET /api/community/spaces/:space/posts', { params: { space: spaceId }, query: { view, page } }));
  const { refresh } = useCommunityWrite(userId ?? '');
  const show = (next: { view?: PostView; page?: number }) => {
    const nextView = next.view ?? view;
    const nextPage = next.page ?? 1;
    setSearchParams({ ...(nextView === 'newest' ? {} : { view: nextView }), ...(nextPage === 1 ? {} : { page: String(nextPage) }) });
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <nav aria-label="Breadcrumb" className="text-sm font-semibold text-brand-800">
        <Link to="/community" className="hover:underline">
          Community
        </Link>
      </nav>
      {!userId || posts.isPending ? (
        <Skeleton role="status" aria-label="Loading the space" className="mt-6 h-64 w-full rounded-2xl" />
      ) : posts.isError ? (
        <div className="mt-6">
          <ErrorPanel layout="page" title="We couldn't open this space" onRetry={() => void posts.refetch()} retrying={posts.isFetching}>
            {posts.error.message}
          </ErrorPanel>
        </div>
      ) : (
        <>
          <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold tracking-tight break-all sm:text-4xl">
            <Hash className="size-7 shrink-0 text-brand-700" aria-hidden="true" />
            {posts.data.space.name.replace(/^#/, '')}
          </h1>
          <p className="mt-2 text-lg text-muted">{posts.data.space.description}</p>

          <div role="group" aria-label="Sort posts" className="mt-8 flex flex-wrap gap-2">
            {POST_VIEWS.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={view === name}
                onClick={() => show({ view: name })}
                className={cn('rounded-full border px-4 py-1.5 text-sm font-medium', view === name ? 'border-brand-700 bg-brand-700 text-white' : 'border-line text-ink hover:border-brand-600')}
              >
                {VIEW_LABELS[name]}
              </button>
            ))}
          </div>
          <div className="mt-6">
            <PostList posts={posts.data.posts} emptyText={view === 'unanswered' ? 'Every post here has a reply.' : 'No posts yet. Start the conversation.'} />
            <Pager page={posts.data.page} pageSize={posts.data.pageSize} total={posts.data.total} onPage={(next) => show({ page: next })} />
          </div>

          <section aria-labelledby="new-post-heading" className="mt-10 rounded-2xl border border-line bg-surface p-4 sm:p-6">
            <h2 id="new-post-heading" className="mb-4 text-xl font-semibold">
              New post
            </h2>
            {posts.data.space.mayPost ? (
              <PostForm
                submitLabel="Publish Post"
                busyLabel="Publishing…"
                onSubmit={async (draft) => {
                  await callEndpoint('POST /api/community/spaces/:space/posts', { params: { space: spaceId }, body: draft });
                  toast.success('Your post is live.');
                  await refresh();
                }}
              />
            ) : (
              <p className="text-sm">
                Posting here comes with Pro Member.{' '}
                <Link to="/pricing" className="font-medium text-brand-700 underline">
                  See the plans
                </Link>
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
