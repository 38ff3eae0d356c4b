import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '@web/components/ui/container';

export interface Breadcrumb {
  label: string;
  /** Absent on the page itself, the last crumb. */
  to?: string;
}

interface PageFrameProps {
  title: string;
  description?: ReactNode;
  /** Where the page sits in the admin ('Admin' › 'Courses' › this course); defaults to Admin › the title. */
  breadcrumbs?: Breadcrumb[];
  /** Buttons beside the title (Refresh, New course…). */
  actions?: ReactNode;
  /** Under the description, inside the band (a mode note, say). */
  aside?: ReactNode;
  children: ReactNode;
}

/** An admin page: breadcrumbs, the page's h1 with its actions, a description, then the workspace. */
export function PageFrame({ title, description, breadcrumbs, actions, aside, children }: PageFrameProps) {
  const crumbs = breadcrumbs ?? [{ label: 'Admin', to: '/admin' }, { label: title }];
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1.5 text-sm font-semibold text-brand-800">
              {crumbs.map((crumb, index) => (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-1.5">
                  {index > 0 && <span aria-hidden="true">›</span>}
                  {crumb.to ? (
                    <Link to={crumb.to} className="hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
            {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
          </div>
          {description && <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">{description}</p>}
          {aside}
        </Container>
      </section>
      <Container className="py-8 sm:py-10">{children}</Container>
    </>
  );
}

/** A titled part of an admin page, named by its h2; `actions` sit beside the heading (a filter, say). */
export function PageSection({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  const heading = (
    <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
