// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './error-panel';

afterEach(cleanup);

describe('ErrorPanel', () => {
  it("announces what failed and retries with 'Try Again'", () => {
    const retry = vi.fn();
    render(
      <ErrorPanel title="Failed to load profile" onRetry={retry}>
        Your details are safe.
      </ErrorPanel>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Your details are safe.');
    expect(screen.getByRole('heading', { level: 2, name: 'Failed to load profile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("is the page's heading when the whole page failed, and plain text inside a dialog", () => {
    const { unmount } = render(<ErrorPanel layout="page" title="Error loading course" onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error loading course' })).toBeTruthy();
    unmount();
    render(<ErrorPanel layout="inline" title="Failed to load videos." onRetry={() => {}} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Failed to load videos.');
  });

  it('waits while a retry runs', () => {
    render(<ErrorPanel title="Couldn't load the inbox." retrying onRetry={() => {}} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Try Again' }).disabled).toBe(true);
  });
});
