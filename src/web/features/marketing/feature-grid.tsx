import type { ComponentType } from 'react';
import type { IconProps } from '@web/components/icons';
import { cn } from '@web/lib/cn';

export interface FeatureItem {
  /** A lucide-react icon, or one of the app's own (components/icons.tsx). */
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
}

/**
 * How each feature is drawn: in a box with the icon above the text (`card`, or `large-card` with
 * bigger icon and type), in a box with the icon beside the text (`icon-beside`), or unboxed (`plain`).
 */
export type FeatureGridVariant = 'card' | 'large-card' | 'icon-beside' | 'plain';

interface FeatureStyle {
  item: string;
  badge: string;
  icon: string;
  title: string;
  text: string;
}

const STYLES: Record<FeatureGridVariant, FeatureStyle> = {
  card: {
    item: 'rounded-2xl border border-line bg-surface p-6',
    badge: 'inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white',
    icon: 'size-5',
    title: 'mt-4 text-lg font-semibold',
    text: 'mt-2 text-sm text-muted',
  },
  'large-card': {
    item: 'rounded-2xl border border-line bg-surface p-6',
    badge: 'inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white',
    icon: 'size-6',
    title: 'mt-4 text-xl font-semibold',
    text: 'mt-2 text-muted',
  },
  'icon-beside': {
    item: 'flex gap-4 rounded-2xl border border-line bg-white p-6',
    badge: 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white',
    icon: 'size-5',
    title: 'text-lg font-semibold',
    text: 'mt-2 text-muted',
  },
  plain: {
    item: 'text-center sm:text-left',
    badge: 'inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700',
    icon: 'size-6',
    title: 'mt-4 text-lg font-semibold',
    text: 'mt-2 text-sm text-muted',
  },
};

interface FeatureGridProps {
  items: FeatureItem[];
  variant: FeatureGridVariant;
  /** The grid's column classes, e.g. `sm:grid-cols-2 lg:grid-cols-4`. */
  columns: string;
}

/** The icon, h3 title and short text grid of the marketing pages' "why" and benefit sections. */
export function FeatureGrid({ items, variant, columns }: FeatureGridProps) {
  const style = STYLES[variant];
  return (
    <div className={cn('mt-12 grid gap-6', columns)}>
      {items.map(({ icon: Icon, title, text }) => {
        const copy = (
          <>
            <h3 className={style.title}>{title}</h3>
            <p className={style.text}>{text}</p>
          </>
        );
        return (
          <div key={title} className={style.item}>
            <span className={style.badge}>
              <Icon className={style.icon} aria-hidden="true" />
            </span>
            {variant === 'icon-beside' ? <div>{copy}</div> : copy}
          </div>
        );
      })}
    </div>
  );
}
