// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageSection } from './page-frame';

afterEach(cleanup);

describe('PageSection', () => {
  it('is a region named by its h2, holding its content', () => {
    render(
      <PageSection id="orders" title="Orders">
        <p>No orders yet.</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Orders' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Orders' })).toBeTruthy();
    expect(section.textContent).toContain('No orders yet.');
  });

  it('shows its actions inside the section beside the heading', () => {
    render(
      <PageSection id="calls" title="Calls" actions={<button type="button">Past</button>}>
        <p>No calls booked yet.</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Calls' });
    const heading = within(section).getByRole('heading', { level: 2, name: 'Calls' });
    expect(heading.parentElement?.contains(within(section).getByRole('button', { name: 'Past' }))).toBe(true);
  });
});
