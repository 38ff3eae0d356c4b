import type { ReactNode } from 'react';

/** When the terms last changed; a document changed since says its own date. */
const LEGAL_LAST_UPDATED = 'October 27, 2025';

export interface LegalSection {
  /** The anchor of the section, linked from the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** When this document last changed, as people write dates; the terms' date when left out. */
  lastUpdated?: string;
}

/**
 * A legal page: one h1, the date it last changed, a table of contents and numbered h2
 * sections set in a readable column. Section bodies use plain p, ul, h3 and a elements.
 */
export function LegalDocument({ title, intro, sections, lastUpdated = LEGAL_LAST_UPDATED }: LegalDocumentProps) {
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Legal</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm text-muted">Last updated: {lastUpdated}</p>
          <div className="mt-6 space-y-4 text-lg leading-8 text-slate-700">{intro}</div>
        </div>
      </section>

      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8 py-12 sm:py-16">
        <nav aria-label="Table of contents" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">On this page</h2>
          <ol className="mt-3 gap-x-6 text-sm sm:columns-2">
            {sections.map((section, index) => (
              <li key={section.id} className="break-inside-avoid py-0.5">
                <a href={`#${section.id}`} className="rounded text-brand-800 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-12 space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
