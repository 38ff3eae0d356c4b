import { Check, Hash, MessageCircleQuestion, Sparkles, Target, Users } from 'lucide-react';
import { grants } from '@shared/entitlements';
import { pageMeta } from '@shared/page-manifest';
import { mayPostInSpace, mayReadSpace, SPACES, type SpaceId } from '@shared/community-access';
import { PLAN_OFFERS, type Plan } from '@shared/plans';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { PageHeader, SectionHeading } from '@web/components/ui/page-header';
import { useSession, type SessionState } from '@web/lib/use-session';
import { CommunityJoin, type CommunityJoinState } from '@web/features/community/community-join';
import { CommunitySpaces } from '@web/features/community/community-spaces';
import { FeatureGrid } from '@web/features/marketing/feature-grid';
import { usePageMeta } from '@web/lib/use-page-meta';

const BENEFITS = [
  {
    icon: Users,
    title: 'Peers who run businesses like yours',
    text: 'Plumbers, accountants, salon owners, agency founders: people with payrolls and deadlines, not AI hobbyists.',
  },
  {
    icon: MessageCircleQuestion,
    title: 'Answers when you are stuck',
    text: 'Post the prompt that misfired or the automation that broke and get practical fixes from members who solved it already.',
  },
  {
    icon: Sparkles,
    title: 'Prompts and workflows that work',
    text: 'Borrow tested prompts and step-by-step workflows instead of starting from a blank page every time.',
  },
  {
    icon: Target,
    title: 'Accountability that gets it done',
    text: 'Share what you will ship this week, report back next week. Small commitments turn course lessons into results.',
  },
];

const GUIDELINES = [
  {
    title: 'Be generous and kind.',
    text: 'Everyone started somewhere. Answer the question that was asked, and assume good intent.',
  },
  {
    title: 'Share what worked, with numbers.',
    text: '"Saved 4 hours a week on invoicing" helps others far more than "AI is amazing". Include the steps when you can.',
  },
  {
    title: 'Protect your customers.',
    text: 'Never post customer names, contact details, health or financial information, in text or in screenshots.',
  },
  {
    title: 'No pitching or spam.',
    text: 'Service providers are welcome as members, not as salespeople. No unsolicited offers in channels or direct messages.',
  },
  {
    title: 'Keep it in the right channel.',
    text: 'Post questions where they belong so the answers are easy to find for the next person with the same problem.',
  },
  {
    title: 'What is shared here stays here.',
    text: 'Members talk openly about their businesses. Do not copy their posts, figures or files outside the community.',
  },
];

const ACCESS_LEVELS: { plan: Plan; label: string; access: string; badge: BadgeVariant; features: string[] }[] = [
  {
    plan: 'free',
    label: 'Free',
    access: 'Preview',
    badge: 'outline',
    features: [
      'The channel guide and community guidelines',
      'Read #wins-and-case-studies, the best member wins',
      'Read the discussions of the lessons you take',
      'Upgrade any time to post and join the conversation',
    ],
  },
  {
    plan: 'pro',
    label: 'Pro',
    access: 'Full access',
    badge: 'secondary',
    features: [
      'Read and post in all six channels',
      'Ask questions under every lesson you take',
      'Weekly written answers in #ask-the-instructor',
      'The shared prompt library and workflow templates',
      'Weekly accountability threads',
    ],
  },
  {
    plan: 'elite',
    label: 'Elite',
    access: 'Full access + priority',
    badge: 'default',
    features: [
      'Everything in Pro',
      'Priority answers from Daniel within 24 hours',
      'Invitations to live Elite workshops',
      'Early access to new courses',
      'The Elite member seal on your profile',
    ],
  },
];

/** Which plan opens a channel, read from the community's own access table (decision 0117). */
function whoOpens(space: SpaceId): string {
  const freeReads = mayReadSpace({ plan: 'free', isAdmin: false }, space);
  const freePosts = mayPostInSpace({ plan: 'free', isAdmin: false }, space);
  if (freePosts) return 'Open to every member';
  return freeReads ? `Free members read it; ${PLAN_OFFERS.pro.name} and ${PLAN_OFFERS.elite.name} post` : `Opens with ${PLAN_OFFERS.pro.name} and ${PLAN_OFFERS.elite.name}`;
}

/** The server's plan is the active subscription's (none means free); an unreadable session reads as signed out. */
function communityJoinState(session: SessionState): CommunityJoinState {
  if (session.status === 'loading') return 'loading';
  if (session.status !== 'signed-in') return 'signed-out';
  return grants(session.user.plan, 'communityPosts') ? 'paid' : 'free';
}

export function CommunityPage() {
  usePageMeta(pageMeta('/community'));
  const session = useSession();
  return (
    <>
      <PageHeader
        eyebrow="Community"
        title="Learn Alongside Owners Who Put AI to Work"
        lead="A private community for business owners who would rather swap what works than read another hype thread: six spaces, and a discussion under every lesson where the instructor answers."
      >
        <CommunityJoin state={communityJoinState(session)} />
      </PageHeader>

      {session.status === 'signed-in' && (
        <section id="spaces" aria-labelledby="spaces-heading" className="scroll-mt-20 py-12 sm:py-16">
          <Container>
            <SectionHeading id="spaces-heading" title="Your Spaces" lead="Open a space to read the latest posts and start your own." />
            <div className="mt-10">
              <CommunitySpaces userId={session.user.id} />
            </div>
          </Container>
        </section>
      )}

      <section aria-labelledby="benefits-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="benefits-heading" title="Why Join the Community" lead="Courses teach the method. The community helps you apply it to your business." />
          <FeatureGrid items={BENEFITS} variant="card" columns="sm:grid-cols-2 lg:grid-cols-4" />
        </Container>
      </section>

      <section aria-labelledby="channels-heading" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading id="channels-heading" title="Community Channels" lead="Six focused channels, so every conversation has a home and every answer is easy to find." />
          <ul className="mt-12 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {SPACES.map((channel) => (
              <li key={channel.id}>
                <Card className="h-full p-5">
                  <h3 className="flex items-center gap-2 font-semibold break-all text-brand-800">
                    <Hash className="size-4 shrink-0" aria-hidden="true" />
                    {channel.name}
                  </h3>
                  <p className="mt-2 text-sm text-muted">{channel.description}</p>
                  <p className="mt-3 text-sm font-medium text-ink">{whoOpens(channel.id)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="guidelines-heading" className="py-16 sm:py-20">
        <div className="mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="guidelines-heading" title="Community Guidelines" lead="Six simple rules keep the community useful, friendly and safe for your business." />
          <ol className="mt-10 space-y-4">
            {GUIDELINES.map((guideline, index) => (
              <li key={guideline.title} className="flex gap-4 rounded-2xl border border-line p-5">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800" aria-hidden="true">
                  {index + 1}
                </span>
                <p className="text-muted">
                  <strong className="font-semibold text-ink">{guideline.title}</strong> {guideline.text}
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-center text-sm text-muted">Moderators may remove posts, and in repeated cases memberships, that break these guidelines.</p>
        </div>
      </section>

      <section aria-labelledby="access-heading" className="bg-surface py-16 sm:py-20">
        <Container>
          <SectionHeading id="access-heading" title="Access Levels" lead="Every member can see what the community offers. Pro and Elite members take part." />
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            {ACCESS_LEVELS.map((level) => (
              <Card key={level.plan} className={level.plan === 'pro' ? 'p-6 ring-2 ring-brand-700' : 'p-6'}>
                <div className="flex items-center justify-between gap-3">
                  <h3 className="text-xl font-bold">{level.label}</h3>
                  <Badge variant={level.badge}>{level.access}</Badge>
                </div>
                <p className="mt-1 text-sm text-muted">With the {PLAN_OFFERS[level.plan].name} plan</p>
                <ul className="mt-5 space-y-3">
                  {level.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
          <div className="mt-10 text-center">
            <ButtonLink to="/pricing" variant="outline" size="lg">
              Compare Plans
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
