// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from './linkify';

afterEach(cleanup);

describe('splitLinks', () => {
  it('finds the reset link at the end of a message, without the line break after it', () => {
    const text = 'Hi Ana,\n\nReset your password: http://127.0.0.1:3000/reset-password?token=abc_DEF-123\n';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', text: 'Hi Ana,\n\nReset your password: ' },
      { kind: 'link', href: 'http://127.0.0.1:3000/reset-password?token=abc_DEF-123' },
      { kind: 'text', text: '\n' },
    ]);
  });

  it('leaves the full stop or bracket that closes a sentence out of the link', () => {
    expect(splitLinks('See https://example.com/a.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('(https://example.com/b)')[1]).toEqual({ kind: 'link', href: 'https://example.com/b' });
  });

  it('links only web addresses', () => {
    expect(splitLinks('javascript:alert(1) mailto:someone@example.com ftp://example.com')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) mailto:someone@example.com ftp://example.com' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('LinkifiedText', () => {
  it('renders each address as a link that opens in a new tab without access to the log', () => {
    render(
      <pre>
        <LinkifiedText text={'Start learning: https://example.com/courses/ai-101 and https://example.com/faq'} />
      </pre>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/courses/ai-101', 'https://example.com/faq']);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/Start learning:/).textContent).toBe('Start learning: https://example.com/courses/ai-101 and https://example.com/faq');
  });
});
