import { ArrowRight, ClipboardCheck, Crown, FileSearch, Inbox, MessagesSquare, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOverviewResponse, FollowUpPurchase } from '@shared/api/admin-overview';
import { formatUsd, productName } from '@shared/billing';
import { ErrorPanel } from '@web/components/error-panel';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAdminOverview } from './use-admin-overview';

const LINK = 'inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline';
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** What to do after each purchase: what the pricing and success pages promised the buyer. */
const NEXT_STEP: Record<FollowUpPurchase['product'], string> = {
  elite: 'Welcome them: they book their 1:1 strategy call from their dashboard, within the hours you set.',
  'custom-ai-audit': 'Email them within 24 hours to schedule the review of their business.',
};

/** The admin home's to-dos and the week's figures, under the page's h1. */
export function AdminHome({ adminId }: { adminId: string }) {
  const overview = useAdminOverview(adminId);
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) {
    return (
      <ErrorPanel layout="section" title="We couldn't load today's to-dos" onRetry={() => void overview.refetch()} retrying={overview.isFetching}>
        The admin areas below still work. Try again in a moment.
      </ErrorPanel>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <ToDos todos={overview.data.todos} />
      <Week week={overview.data.week} since={overview.data.since} />
    </div>
  );
}

function ToDos({ todos }: { todos: AdminOverviewResponse['todos'] }) {
  const auditsToDeliver = todos.auditsReceived + todos.auditsInProgress;
  const questions = todos.communityQuestions;
  const nothing = todos.openMessages === 0 && questions.waiting === 0 && todos.caseStudiesToReview === 0 && auditsToDeliver === 0 && todos.purchases.length === 0;
  return (
    <section aria-labelledby="todos-heading">
      <h2 id="todos-heading" className="text-xl font-semibold">
        To-dos
      </h2>
      {nothing ? (
        <Card className="mt-4 p-6 text-muted">Nothing waiting. Support messages, instructor questions, case studies to review, audits to deliver and Elite or audit purchases show up here.</Card>
      ) : (
        <ul className="mt-4 space-y-3">
          {todos.openMessages > 0 && (
            <CountTodo
              icon={Inbox}
              title={`${count(todos.openMessages, 'message', 'messages')} waiting for an answer`}
              detail={`${todos.unreadMessages} unread${todos.priorityOpenMessages > 0 ? ` · ${todos.priorityOpenMessages} from Pro or Elite members, to answer first` : ''}`}
              to={todos.unreadMessages > 0 ? '/admin/messages?filter=unread' : '/admin/messages?filter=open'}
              action="Open the inbox"
            />
          )}
          {questions.waiting > 0 && (
            <CountTodo
              icon={MessagesSquare}
              title={`${count(questions.waiting, 'question', 'questions')} waiting for the instructor`}
              detail={`${questions.elite > 0 ? `${questions.elite} from Elite members, on the 24-hour clock · ` : ''}oldest asked ${new Date(questions.oldestAt!).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}`}
              to="/admin/community"
              action="Answer the oldest first"
            />
          )}
          {todos.caseStudiesToReview > 0 && (
            <CountTodo
              icon={NotebookPen}
              title={`${count(todos.caseStudiesToReview, 'case study', 'case studies')} waiting for the review board`}
              detail="Approve each one or return it with a comment; the learner is emailed either way."
              to="/admin/reviews"
              action="Open the review queue"
            />
          )}
          {auditsToDeliver > 0 && (
            <CountTodo
              icon={FileSearch}
              title={`${count(auditsToDeliver, 'custom AI audit', 'custom AI audits')} to deliver`}
              detail={`${todos.auditsReceived} not started · ${todos.auditsInProgress} in progress`}
              to={todos.auditsReceived > 0 ? '/admin/audits?status=received' : '/admin/audits?status=in_progress'}
              action="Open the audits"
            />
          )}
          {todos.purchases.map((purchase) => (
            <li key={purchase.orderId}>
              <PurchaseTodo purchase={purchase} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const count = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

function CountTodo({ icon, title, detail, to, action }: { icon: typeof Inbox; title: string; detail: string; to: string; action: string }) {
  return (
    <li>
      <Card className="flex gap-4 p-5">
        <TodoIcon icon={icon} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{title}</p>
          <p className="mt-1 text-sm text-muted">{detail}</p>
          <Link to={to} className={`mt-2 ${LINK}`}>
            {action} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </Card>
    </li>
  );
}

function PurchaseTodo({ purchase }: { purchase: FollowUpPurchase }) {
  return (
    <Card className="flex gap-4 p-5">
      <TodoIcon icon={purchase.product === 'elite' ? Crown : ClipboardCheck} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          {productName(purchase.product)}: {purchase.buyerName || purchase.buyerEmail}
        </p>
        <p className="mt-1 text-sm text-muted">
          {formatUsd(purchase.amountCents)} paid {DAY.format(new Date(purchase.paidAt))} · {NEXT_STEP[purchase.product]}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <a href={`mailto:${purchase.buyerEmail}`} className={`break-all ${LINK}`}>
            {purchase.buyerEmail}
          </a>
          {purchase.product === 'elite' && (
            <Link to="/admin/calls" className={LINK}>
              Strategy calls and your hours <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>
      </div>
    </Card>
  );
}

function TodoIcon({ icon: Icon }: { icon: typeof Inbox }) {
  return (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function Week({ week, since }: { week: AdminOverviewResponse['week']; since: string }) {
  const figures = [
    { label: 'Sign-ups', value: String(week.signUps), note: 'new learner accounts' },
    { label: 'Sales', value: formatUsd(week.salesCents), note: `${week.sales} ${week.sales === 1 ? 'payment' : 'payments'}, refunds left out` },
    { label: 'Completions', value: String(week.completions), note: 'courses finished with a certificate' },
  ];
  return (
    <section aria-labelledby="week-heading">
      <h2 id="week-heading" className="text-xl font-semibold">
        This week
      </h2>
      <p className="mt-1 text-sm text-muted">Since {DAY.format(new Date(since))}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-5">
            <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums">{figure.value}</dd>
            <dd className="text-sm text-muted">{figure.note}</dd>
          </Card>
        ))}
      </dl>
      <Link to="/admin/analytics" className={`mt-3 ${LINK}`}>
        Visitors, the funnel and revenue in Analytics <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Loading today's to-dos" className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-3">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
      <div className="space-y-3">
        <Skeleton className="h-6 w-28" />
        <Skeleton className="h-20 w-full rounded-2xl" />
        <Skeleton className="h-20 w-full rounded-2xl" />
      </div>
    </div>
  );
}
