// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailLayout } from './detail-layout';

afterEach(cleanup);

const TABS = [
  { id: 'conversation', label: 'Conversation', content: <p>The message itself.</p> },
  { id: 'sender', label: 'Sender', content: <p>Ana, ana@example.com</p> },
  { id: 'history', label: 'History', content: <p>Opened twice.</p> },
];

function detail(props: Partial<Parameters<typeof DetailLayout>[0]> = {}) {
  return render(
    <DetailLayout
      title="Question about Pro"
      meta="From Ana"
      actions={<button type="button">Mark as Handled</button>}
      tabsLabel="Message"
      tabs={TABS}
      {...props}
    />,
  );
}

describe('DetailLayout', () => {
  it('is a region named by its title, with its facts and actions above the tabs', () => {
    detail();
    const region = screen.getByRole('region', { name: 'Question about Pro' });
    expect(region.textContent).toContain('From Ana');
    expect(screen.getByRole('button', { name: 'Mark as Handled' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Question about Pro' })).toBeTruthy();
  });

  it('follows the ARIA tabs pattern: one tab selected, its panel labelled by it, the others out of the tab order', () => {
    detail();
    expect(screen.getByRole('tablist', { name: 'Message' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.slice(1).map((tab) => tab.tabIndex)).toEqual([-1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('The message itself.');
  });

  it('moves between tabs with the arrow keys, Home and End, selecting as focus moves', async () => {
    const onSelect = vi.fn();
    const { rerender } = detail({ selected: 'conversation', onSelect });
    const [conversation, sender, history] = screen.getAllByRole('tab');
    conversation!.focus();
    fireEvent.keyDown(conversation!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(sender));
    expect(onSelect).toHaveBeenLastCalledWith('sender');
    fireEvent.keyDown(sender!, { key: 'End' });
    await waitFor(() => expect(document.activeElement).toBe(history));
    fireEvent.keyDown(history!, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(conversation));
    fireEvent.keyDown(conversation!, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(history));
    fireEvent.keyDown(history!, { key: 'Home' });
    await waitFor(() => expect(document.activeElement).toBe(conversation));

    rerender(<DetailLayout title="Question about Pro" tabsLabel="Message" tabs={TABS} selected="sender" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Sender' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Ana, ana@example.com');
  });

  it('opens the first tab when the page does not choose, and shows the tab clicked', () => {
    detail();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'History' }), { button: 0 });
    expect(screen.getByRole('tabpanel').textContent).toBe('Opened twice.');
  });
});
