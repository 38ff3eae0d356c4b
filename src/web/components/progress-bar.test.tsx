// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar, progressState } from './progress-bar';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ProgressBar', () => {
  it('shows a value out of the default max of 100 as loading until it reaches max', () => {
    render(<ProgressBar value={42} label="Course progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Course progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect(bar.dataset.state).toBe('loading');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('42%');
  });

  it('is complete at max, with any max above 0', () => {
    render(<ProgressBar value={12} max={12} label="Lessons" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.dataset.state).toBe('complete');
    expect(bar.getAttribute('aria-valuetext')).toBe('100%');
  });

  it('is indeterminate without a value, and logs nothing for that', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ProgressBar value={null} label="Uploading" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.dataset.state).toBe('indeterminate');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([-1, 101, Number.NaN])('only logs a value outside 0..max (%s) and shows it as indeterminate', (value) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ProgressBar value={value} label="Course progress" />);
    expect(screen.getByRole('progressbar').dataset.state).toBe('indeterminate');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it.each([0, -5, Number.POSITIVE_INFINITY])('only logs a max that is not above 0 (%s) and counts to 100 instead', (max) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ProgressBar value={50} max={max} label="Course progress" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('names the three states of spec §4', () => {
    expect(progressState(null, 100)).toBe('indeterminate');
    expect(progressState(0, 100)).toBe('loading');
    expect(progressState(100, 100)).toBe('complete');
  });
});
