import { useId, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '@web/lib/cn';

export interface DetailTab {
  /** Stable id: the selected tab's value (a page may keep it in the address). */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface DetailTabsProps {
  /** What the tabs choose between ('Message version'): the tab list's name. */
  label: string;
  tabs: DetailTab[];
  /** Controlled: the selected tab's id, with `onSelect`; otherwise the first tab opens. */
  selected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

const TAB_CLASS =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/**
 * Tabs in the ARIA tabs pattern (Radix): one tab stop for the list, the arrow keys, Home and End
 * move between tabs and select as they go, and each panel is labelled by its tab.
 */
export function DetailTabs({ label, tabs, selected, onSelect, className }: DetailTabsProps) {
  const controlled = selected === undefined ? { defaultValue: tabs[0]?.id } : { value: selected };
  return (
    <Tabs.Root {...controlled} onValueChange={onSelect} className={className}>
      <Tabs.List aria-label={label} className="inline-flex max-w-full gap-1 overflow-x-auto rounded-lg bg-surface p-1 ring-1 ring-line">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} className={TAB_CLASS}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} className="mt-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

interface DetailLayoutProps {
  /** The thing shown (a learner, a message): the section's heading. */
  title: ReactNode;
  /** Small line above the title (its kind, its state badges). */
  eyebrow?: ReactNode;
  /** Facts under the title (an address, a date). */
  meta?: ReactNode;
  /** Buttons for the thing (Mark as Handled, Delete). */
  actions?: ReactNode;
  tabsLabel: string;
  tabs: DetailTab[];
  selected?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

/** One record in the admin: its heading, facts and actions, then its parts in tabs; a region named by its title. */
export function DetailLayout({ title, eyebrow, meta, actions, tabsLabel, tabs, selected, onSelect, className }: DetailLayoutProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('min-w-0', className)}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-5">
        <div className="min-w-0">
          {eyebrow && <div className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-800">{eyebrow}</div>}
          <h2 id={titleId} className={cn('text-xl font-bold tracking-tight break-words sm:text-2xl', eyebrow !== undefined && 'mt-2')}>{title}</h2>
          {meta && <div className="mt-1 text-sm break-words text-muted">{meta}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      <DetailTabs label={tabsLabel} tabs={tabs} selected={selected} onSelect={onSelect} className="mt-5" />
    </section>
  );
}
