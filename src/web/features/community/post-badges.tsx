import { CheckCircle2, EyeOff, GraduationCap, Lock, MessageSquare, Pin } from 'lucide-react';
import type { PostSummary } from '@shared/api/community';
import { Badge } from '@web/components/ui/badge';

export function postedWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** What a post's state says at a glance: pinned, locked, hidden (admins), answered, the instructor's answer, replies. */
export function PostBadges({ post }: { post: PostSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {post.pinned && (
        <Badge variant="secondary">
          <Pin className="size-3" aria-hidden="true" /> Pinned
        </Badge>
      )}
      {post.hidden && (
        <Badge variant="accent">
          <EyeOff className="size-3" aria-hidden="true" /> Hidden
        </Badge>
      )}
      {post.locked && (
        <Badge variant="outline">
          <Lock className="size-3" aria-hidden="true" /> Locked
        </Badge>
      )}
      {post.answered && (
        <Badge variant="default">
          <CheckCircle2 className="size-3" aria-hidden="true" /> Answered
        </Badge>
      )}
      {post.instructorAnswered && (
        <Badge variant="secondary">
          <GraduationCap className="size-3" aria-hidden="true" /> Instructor answered
        </Badge>
      )}
      <span className="inline-flex items-center gap-1 text-muted">
        <MessageSquare className="size-3.5" aria-hidden="true" />
        {post.replyCount} {post.replyCount === 1 ? 'reply' : 'replies'}
      </span>
    </div>
  );
}

export function AuthorLine({ author, createdAt, editedAt }: { author: PostSummary['author']; createdAt: string; editedAt?: string | null }) {
  return (
    <p className="text-sm text-muted">
      <span className="font-semibold text-ink">{author.name}</span>
      {author.isInstructor && (
        <Badge variant="default" className="ml-2 align-middle">
          Instructor
        </Badge>
      )}{' '}
      · <time dateTime={createdAt}>{postedWhen(createdAt)}</time>
      {editedAt && ' · edited'}
    </p>
  );
}
