import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

export type ErrorPanelLayout = 'page' | 'section' | 'inline';

interface ErrorPanelProps {
  /** What failed: the page's h1 for 'page', an h2 for 'section', bold text for 'inline'. */
  title?: string;
  /** What happened and what the person may do (an error's own message, say). */
  children?: ReactNode;
  onRetry: () => void;
  /** While a retry is on its way, the button waits. */
  retrying?: boolean;
  /** 'page': the whole page failed; 'section': one part of a page (a list, a card); 'inline': inside a dialog or a bar. */
  layout?: ErrorPanelLayout;
  className?: string;
}

const LAYOUTS: Record<ErrorPanelLayout, { box: string; title: string; text: string; button: string }> = {
  page: {
    box: 'mx-auto w-full max-w-xl px-4 py-16 text-center sm:px-6 sm:py-24',
    title: 'text-3xl font-bold tracking-tight',
    text: 'mt-3 text-muted',
    button: 'mt-8',
  },
  section: {
    box: 'rounded-2xl border border-line bg-surface px-6 py-10 text-center',
    title: 'text-lg font-semibold',
    text: 'mx-auto mt-1 max-w-md text-muted',
    button: 'mt-5',
  },
  inline: {
    box: 'rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800',
    title: 'font-semibold',
    text: 'mt-1',
    button: 'mt-3',
  },
};

/** What a failed read shows, with the app's one retry control, 'Try Again'. */
export function ErrorPanel({ title, children, onRetry, retrying = false, layout = 'section', className }: ErrorPanelProps) {
  const styles = LAYOUTS[layout];
  const Title = layout === 'page' ? 'h1' : layout === 'section' ? 'h2' : 'p';
  return (
    <div role="alert" className={cn(styles.box, className)}>
      {title && <Title className={styles.title}>{title}</Title>}
      {children && <p className={cn(title ? styles.text : 'text-muted')}>{children}</p>}
      <Button
        variant={layout === 'page' ? 'primary' : 'outline'}
        size={layout === 'page' ? 'lg' : layout === 'inline' ? 'sm' : 'md'}
        className={styles.button}
        disabled={retrying}
        onClick={onRetry}
      >
        Try Again
      </Button>
    </div>
  );
}
