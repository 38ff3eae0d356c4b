import { ArrowRight, Lock, LogIn } from 'lucide-react';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';

/** Spec §4: the community button follows the visitor: loading, signed out, free plan, paid plan. */
export type CommunityJoinState = 'loading' | 'signed-out' | 'free' | 'paid';

export const COMMUNITY_SIGN_IN_PATH = '/auth?redirect=/community';

export function CommunityJoin({ state }: { state: CommunityJoinState }) {
  switch (state) {
    case 'loading':
      return (
        <div role="status" className="flex flex-col items-center gap-2">
          <Skeleton className="h-12 w-60 rounded-lg" />
          <span className="sr-only">Checking your community access…</span>
        </div>
      );
    case 'signed-out':
      return (
        <div className="flex flex-col items-center gap-3">
          <ButtonLink to={COMMUNITY_SIGN_IN_PATH} size="lg">
            <LogIn className="size-5" aria-hidden="true" />
            Sign In to Join
          </ButtonLink>
          <p className="text-sm text-muted">The community is not open yet. When it opens, it will be part of Pro Member and Elite Access.</p>
        </div>
      );
    case 'free':
      return (
        <div className="mx-auto max-w-md rounded-2xl border border-accent-400 bg-accent-100 p-5 text-center">
          <p className="flex items-center justify-center gap-2 font-semibold text-ink">
            <Lock className="size-4" aria-hidden="true" />
            The community will be part of our paid plans
          </p>
          <p className="mt-2 text-sm text-accent-800">
            The community is not open yet. When it opens, Pro Member and Elite Access members will take part; today those plans open more courses.
          </p>
          <ButtonLink to="/pricing" variant="primary" className="mt-4">
            View Plans <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      );
    case 'paid':
      return (
        <div className="flex flex-col items-center gap-3">
          <Button size="lg" disabled>
            Access Community (Coming Soon)
          </Button>
          <p className="max-w-md text-sm text-muted">The community is not open yet. Your plan will include it when it opens.</p>
        </div>
      );
  }
}
