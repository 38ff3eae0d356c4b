import { Link, useNavigate, useParams } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { Skeleton } from '@web/components/ui/skeleton';
import { PostThread } from '@web/features/community/post-thread';
import { useUserId } from '@web/lib/member-query';
import { useRequireUser } from '@web/lib/require-user';
import { usePageMeta } from '@web/lib/use-page-meta';

/** /community/posts/:id: a post and its thread. */
export function CommunityPostPage() {
  const { id = '' } = useParams();
  usePageMeta(pageMeta('/community/posts/:id'));
  useRequireUser(`/community/posts/${id}`);
  const userId = useUserId();
  const navigate = useNavigate();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm font-semibold text-brand-800">
        <Link to="/community" className="hover:underline">
          Community
        </Link>
      </nav>
      {userId ? <PostThread userId={userId} postId={id} onDeleted={() => void navigate('/community')} /> : <Skeleton role="status" aria-label="Loading the post" className="h-64 w-full rounded-2xl" />}
    </div>
  );
}
