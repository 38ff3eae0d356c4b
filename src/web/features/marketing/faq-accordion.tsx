import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions as h3 buttons (Radix puts each trigger in a heading); one answer open at a time. */
export function FaqAccordion({ items, label }: { items: FaqItem[]; label?: string }) {
  return (
    <Accordion.Root type="single" collapsible aria-label={label} className="divide-y divide-line rounded-2xl border border-line bg-white shadow-sm">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`}>
          <Accordion.Header className="text-base font-semibold">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left transition-colors hover:text-brand-800">
              <span>{item.question}</span>
              <ChevronDown
                className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-pretty text-muted">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
