import { ArrowDown, ArrowRight, Lock, LogIn } from 'lucide-react';
import { buttonClasses, ButtonLink } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';

/** Spec §4's community control, opened (decision 0118): loading, signed out, free plan, paid plan. */
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
          <p className="text-sm text-muted">Pro Member and Elite Access open all six spaces and a discussion under every lesson.</p>
        </div>
      );
    case 'free':
      return (
        <div className="mx-auto max-w-md rounded-2xl border border-accent-400 bg-accent-100 p-5 text-center">
          <p className="flex items-center justify-center gap-2 font-semibold text-ink">
            <Lock className="size-4" aria-hidden="true" />
            Posting comes with our paid plans
          </p>
          <p className="mt-2 text-sm text-accent-800">
            On the Free plan you read #wins-and-case-studies and the discussions of lessons you take. Pro Member and Elite Access open all six spaces to read and post.
          </p>
          <ButtonLink to="/pricing" variant="primary" className="mt-4">
            View Plans <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
        </div>
      );
    case 'paid':
      return (
        <div className="flex flex-col items-center gap-3">
          <a href="#spaces" className={buttonClasses('primary', 'lg')}>
            Open the Spaces <ArrowDown className="size-5" aria-hidden="true" />
          </a>
          <p className="max-w-md text-sm text-muted">Your plan includes the community: read and post in all six spaces.</p>
        </div>
      );
  }
}
