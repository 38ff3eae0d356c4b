import { BarChart3, BookOpen, CreditCard, Inbox, Mail, Video, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pageMeta } from '@shared/page-manifest';
import { Card } from '@web/components/ui/card';
import { Container } from '@web/components/ui/container';
import { RequireAdmin } from '@web/features/admin/require-admin';
import { usePageMeta } from '@web/lib/use-page-meta';

interface AdminTool {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Every admin page: where an admin lands from the user menu's 'Admin'. */
const ADMIN_TOOLS: AdminTool[] = [
  { to: '/admin/courses', title: 'Courses', text: 'Create and edit courses, their modules, lessons, quizzes and resources; publish or unpublish.', icon: BookOpen },
  { to: '/admin/upload-videos', title: 'Videos', text: 'Upload lesson videos and see which lessons use each one.', icon: Video },
  { to: '/admin/messages', title: 'Messages', text: 'Read what visitors sent through the contact form.', icon: Inbox },
  { to: '/admin/analytics', title: 'Analytics', text: 'Sign-ups, enrolments, completions and purchases over time.', icon: BarChart3 },
  { to: '/admin/billing', title: 'Billing', text: 'Subscriptions, payments and their status.', icon: CreditCard },
  { to: '/admin/emails', title: 'Emails', text: 'Outgoing email and its delivery status.', icon: Mail },
];

export function AdminPage() {
  usePageMeta(pageMeta('/admin'));
  const location = useLocation();
  return <RequireAdmin returnTo={location.pathname}>{() => <AdminOverview />}</RequireAdmin>;
}

function AdminOverview() {
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Admin</h1>
          <p className="mt-3 text-lg text-muted">The tools that run the site.</p>
        </Container>
      </section>
      <Container className="py-10 sm:py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ADMIN_TOOLS.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Card className="relative h-full p-6 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md">
                <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 className="mt-4 text-lg font-semibold">
                  <Link to={to} className="after:absolute after:inset-0 focus:outline-none">
                    {title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm text-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
