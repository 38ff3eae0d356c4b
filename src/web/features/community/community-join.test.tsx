// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CommunityJoin, type CommunityJoinState } from './community-join';

function renderJoin(state: CommunityJoinState) {
  return render(
    <MemoryRouter>
      <CommunityJoin state={state} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('CommunityJoin', () => {
  it('shows a busy placeholder and no action while the access check is loading', () => {
    renderJoin('loading');
    expect(screen.getByRole('status').textContent).toBe('Checking your community access…');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sends a signed-out visitor to sign in and back to the community', () => {
    renderJoin('signed-out');
    expect(screen.getByRole('link', { name: 'Sign In to Join' }).getAttribute('href')).toBe('/auth?redirect=/community');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('prompts a free member to upgrade through the pricing page', () => {
    renderJoin('free');
    expect(screen.getByText('The community will be part of our paid plans')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Sign In to Join' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a paid member a disabled coming-soon button and no links', () => {
    renderJoin('paid');
    const button = screen.getByRole('button', { name: 'Access Community (Coming Soon)' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
