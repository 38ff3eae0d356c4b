// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LessonMarkdown } from './lesson-markdown';

afterEach(cleanup);

describe('LessonMarkdown', () => {
  it('renders GitHub-flavoured markdown: tables, strikethrough, task lists, autolinks and footnotes', () => {
    const content = [
      '## Compare tools',
      '',
      '| Tool | Cost |',
      '| --- | --- |',
      '| Chat assistant | $20 |',
      '',
      '~~Retype quotes~~',
      '',
      '- [x] Pick a tool',
      '- [ ] Try it for a week',
      '',
      'See https://example.com/guide for more.[^1]',
      '',
      '[^1]: A footnote.',
    ].join('\n');
    const { container } = render(<LessonMarkdown content={content} />);
    // The lesson title is the h2 of its section, so the text's own ## heading is an h3.
    expect(screen.getByRole('heading', { level: 3, name: 'Compare tools' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Tool', 'Cost']);
    expect(container.querySelector('del')?.textContent).toBe('Retype quotes');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([true, false]);
    const link = screen.getByRole('link', { name: 'https://example.com/guide' });
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('[data-footnote-ref]')).not.toBeNull();
    expect(screen.getByText('A footnote.', { exact: false })).toBeTruthy();
  });

  it('renders the tool in place of its marker; without a lesson to save to, as a preview', async () => {
    render(<LessonMarkdown content={'Work it out:\n\n::tool{id="roi-calculator"}\n\nThen decide.'} />);
    // The first render imports the tool's lazy chunk, which takes seconds on a busy machine.
    const tool = await screen.findByRole('region', { name: 'ROI Calculator' }, { timeout: 15_000 });
    expect(within(tool).getByText('Preview: work done here is not saved.')).toBeTruthy();
    expect(within(tool).getByLabelText('Hours saved per week')).toBeTruthy();
    expect(screen.getByText('Then decide.')).toBeTruthy();
    expect(screen.queryByText(/::tool/)).toBeNull();
  });

  it('shows a message, never NaN or a blank, when a number field holds text', async () => {
    render(<LessonMarkdown content={'::tool{id="roi-calculator"}'} />);
    const tool = await screen.findByRole('region', { name: 'ROI Calculator' });
    fireEvent.change(within(tool).getByLabelText('Hours saved per week'), { target: { value: 'lots' } });
    expect(within(tool).getByText('Hours saved per week must be a number, like 12 or 12.5.')).toBeTruthy();
    expect(within(tool).getByText(/Fill in all five fields with numbers to see your result/)).toBeTruthy();
    expect(tool.textContent).not.toMatch(/NaN|Infinity/);
  });

  it.each(['crystal-ball', 'toString', ''])('says a tool with the unknown id %j is not available', (id) => {
    render(<LessonMarkdown content={`::tool{id="${id}"}`} />);
    expect(screen.getByRole('note').textContent).toBe('This interactive tool is not available.');
  });

  it('keeps accidental directive syntax as the text the author wrote', () => {
    render(<LessonMarkdown content={'Ring the team call:today at 10:30.\n\n::note{kind="tip"}'} />);
    expect(screen.getByText('Ring the team call:today at 10:30.')).toBeTruthy();
    expect(screen.getByText('::note{kind="tip"}')).toBeTruthy();
  });

  it('never turns a javascript: link into a working link', () => {
    render(<LessonMarkdown content={'[Click me](javascript:alert(1))'} />);
    expect(screen.getByText('Click me').closest('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
  });
});
