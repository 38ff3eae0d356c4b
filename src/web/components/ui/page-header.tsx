import type { ReactNode } from 'react';
import { Container } from './container';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of content pages: one h1 per page, with an optional lead and actions. */
export function PageHeader({ eyebrow, title, lead, children }: PageHeaderProps) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-14 text-center sm:py-20">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </Container>
    </section>
  );
}

/** A section heading inside a page (h2), optionally with a lead line. */
export function SectionHeading({ title, lead, id }: { title: string; lead?: string; id?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-pretty text-muted">{lead}</p>}
    </div>
  );
}
