// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommunityMarkdown } from './lesson-markdown';

afterEach(cleanup);

describe('a community post as members see it', () => {
  it('shows stored markup as text and runs none of it', () => {
    const content = [
      '<script>window.stolen = document.cookie</script>',
      '',
      '<img src="x" onerror="window.stolen = 1">',
      '',
      '[Click me](javascript:window.stolen=2) and [a real link](https://example.com/guide)',
      '',
      '<a href="javascript:alert(1)">raw link</a> <iframe src="https://evil.example"></iframe>',
    ].join('\n');
    const { container } = render(<CommunityMarkdown content={content} />);
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['', 'https://example.com/guide']);
    expect(container.textContent).toContain('<script>window.stolen = document.cookie</script>');
    expect((window as { stolen?: unknown }).stolen).toBeUndefined();
  });

  it('renders the lessons’ Markdown subset (lists, emphasis) and leaves tool markers as text', () => {
    render(<CommunityMarkdown content={'**Saved 4 hours** a week:\n\n- quotes\n- invoices\n\n::tool{id="roi-calculator"}'} />);
    expect(screen.getByText('Saved 4 hours').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['quotes', 'invoices']);
    expect(screen.getByText('::tool{id="roi-calculator"}')).toBeTruthy();
  });
});
