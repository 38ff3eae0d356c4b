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

  it('prompts a free member to upgrade through the pricing page, saying what Free reads', () => {
    renderJoin('free');
    expect(screen.getByText('Posting comes with our paid plans')).toBeTruthy();
    expect(screen.getByText(/you read #wins-and-case-studies/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Sign In to Join' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('takes a paid member to the spaces, with no coming-soon button left (decision 0118)', () => {
    renderJoin('paid');
    expect(screen.getByRole('link', { name: 'Open the Spaces' }).getAttribute('href')).toBe('#spaces');
    expect(screen.queryByRole('button', { name: 'Access Community (Coming Soon)' })).toBeNull();
  });
});
