import { BarChart3, BookOpen, CalendarClock, CalendarDays, ClipboardCheck, ClipboardList, CreditCard, Inbox, LayoutDashboard, Mail, MessagesSquare, ScrollText, TicketPercent, Users, UsersRound, Video, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { PageFrame } from '@web/components/admin/page-frame';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { AdminHome } from '@web/features/admin/admin-home';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { usePageMeta } from '@web/lib/use-page-meta';

interface AdminTool {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Every admin area, linked from the admin home, where an admin's sign-in and the user menu's 'Admin' land. */
const ADMIN_TOOLS: AdminTool[] = [
  { to: '/admin/courses', title: 'Courses', text: 'Create and edit courses, their modules, lessons, quizzes and resources; publish or unpublish.', icon: BookOpen },
  { to: '/admin/upload-videos', title: 'Videos', text: 'Upload lesson videos and see which lessons use each one.', icon: Video },
  { to: '/admin/messages', title: 'Messages', text: 'Read what visitors sent through the contact form.', icon: Inbox },
  { to: '/admin/community', title: 'Community', text: 'Answer questions for the instructor and moderate reported posts.', icon: MessagesSquare },
  { to: '/admin/analytics', title: 'Analytics', text: 'Sign-ups, enrolments, completions and purchases over time.', icon: BarChart3 },
  { to: '/admin/billing', title: 'Billing', text: 'Subscriptions, payments and their status.', icon: CreditCard },
  { to: '/admin/promo-codes', title: 'Promo Codes', text: 'Discount codes for the yearly plans, and how often each was used.', icon: TicketPercent },
  { to: '/admin/teams', title: 'Teams', text: 'Team Access: seats bought and used, members, and team payments.', icon: UsersRound },
  { to: '/admin/calls', title: 'Strategy Calls', text: "Elite members' 1:1 calls, and the hours they can book.", icon: CalendarClock },
  { to: '/admin/workshops', title: 'Workshops', text: 'Live Elite workshops: schedule, registrants, attendance and recordings.', icon: CalendarDays },
  { to: '/admin/audits', title: 'Custom AI Audits', text: 'Read intakes, move each audit along and deliver its report.', icon: ClipboardList },
  { to: '/admin/reviews', title: 'Review Board', text: "Elite members' case studies: approve them or return them with comments.", icon: ClipboardCheck },
  { to: '/admin/emails', title: 'Emails', text: 'Outgoing email and its delivery status.', icon: Mail },
  { to: '/admin/learners', title: 'Learners', text: "Find a learner; see their plan, progress and orders, and act on their account.", icon: Users },
  { to: '/admin/audit', title: 'Audit Log', text: 'Every change an admin made: who, when, what, and why.', icon: ScrollText },
];

export function AdminPage() {
  usePageMeta(pageMeta('/admin'));
  return <RequireAdmin>{(admin) => <AdminOverview adminId={admin.id} />}</RequireAdmin>;
}

function AdminOverview({ adminId }: { adminId: string }) {
  return (
    <PageFrame
      title="Admin"
      breadcrumbs={[{ label: 'Admin' }]}
      description="Today's to-dos, this week's figures and every admin area."
      actions={
        <ButtonLink to="/dashboard" variant="outline">
          <LayoutDashboard className="size-4" aria-hidden="true" />
          My learner dashboard
        </ButtonLink>
      }
    >
      <AdminHome adminId={adminId} />
      <section aria-labelledby="areas-heading" className="mt-12">
        <h2 id="areas-heading" className="text-xl font-semibold">
          Admin areas
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_TOOLS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Card className="relative h-full p-6 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">
                  <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
                    {title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
