import { Link } from 'react-router';
import type { PostSummary } from '@shared/api/community';
import { Card } from '@web/components/ui/card';
import { AuthorLine, PostBadges } from './post-badges';

/** A page of posts, each linking to its thread. */
export function PostList({ posts, emptyText }: { posts: PostSummary[]; emptyText: string }) {
  if (posts.length === 0) return <p className="rounded-2xl border border-dashed border-line p-6 text-center text-muted">{emptyText}</p>;
  return (
    <ul className="space-y-3">
      {posts.map((post) => (
        <li key={post.id}>
          <Card className="p-4 sm:p-5">
            <h3 className="text-lg font-semibold break-words">
              <Link to={`/community/posts/${post.id}`} className="hover:underline">
                {post.title}
              </Link>
            </h3>
            <AuthorLine author={post.author} createdAt={post.createdAt} editedAt={post.editedAt} />
            <p className="mt-2 line-clamp-2 text-sm break-words text-muted">{post.body}</p>
            <div className="mt-3">
              <PostBadges post={post} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Previous and next page links of a list paged on the server. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3 text-sm">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className="font-medium text-brand-700 underline disabled:text-muted disabled:no-underline">
        Previous
      </button>
      <span className="text-muted">
        Page {page} of {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className="font-medium text-brand-700 underline disabled:text-muted disabled:no-underline">
        Next
      </button>
    </nav>
  );
}
