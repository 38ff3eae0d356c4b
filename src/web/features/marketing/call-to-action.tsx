import { Link } from 'react-router';
import { ButtonLink } from '@web/components/ui/button';
import { Container } from '@web/components/ui/container';

interface CtaLink {
  to: string;
  label: string;
}

/** The closing band of a marketing page: a heading, a line of copy, a main and an optional second link. */
export function CallToAction({ id, title, lead, primary, secondary }: { id: string; title: string; lead: string; primary: CtaLink; secondary?: CtaLink }) {
  return (
    <section aria-labelledby={id} className="py-20">
      <Container>
        <div className="rounded-3xl bg-brand-700 px-6 py-14 text-center text-white sm:px-12">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-pretty text-brand-100">{lead}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={primary.to} variant="accent" size="lg">
              {primary.label}
            </ButtonLink>
            {secondary && (
              <Link
                to={secondary.to}
                className="inline-flex h-12 items-center justify-center rounded-lg border border-white/50 px-6 text-base font-semibold whitespace-nowrap text-white transition-colors hover:bg-white/10"
              >
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
