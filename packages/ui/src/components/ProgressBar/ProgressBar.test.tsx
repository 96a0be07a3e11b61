import { renderHook } from '@testing-library/react';
import NProgress from 'nprogress';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiTextProvider } from '../../i18n/UiTextProvider';
import {
  PROGRESS_BAR_OPTIONS,
  PROGRESS_BAR_START_DELAY_MS,
  progressBar,
  useProgressBar,
} from './ProgressBar';

const bar = () => document.querySelector('#nprogress [role="progressbar"]');

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  progressBar.done();
  vi.runAllTimers();
  NProgress.remove();
  NProgress.status = null;
  vi.useRealTimers();
});

describe('progressBar', () => {
  it('uses the settings of the spec', () => {
    expect(PROGRESS_BAR_OPTIONS).toEqual({
      minimum: 0.1,
      speed: 500,
      trickleSpeed: 10,
      showSpinner: false,
    });
    expect(PROGRESS_BAR_START_DELAY_MS).toBe(20);
    progressBar.start();
    expect(NProgress.settings).toMatchObject(PROGRESS_BAR_OPTIONS);
  });

  it('shows a named progress bar, without a spinner, when started', () => {
    progressBar.start();
    expect(progressBar.isStarted()).toBe(true);
    expect(bar()).toHaveAttribute('aria-label', 'Loading…');
    expect(bar()).toHaveClass('bar');
    expect(document.querySelector('#nprogress .peg')).toBeInTheDocument();
    expect(document.querySelector('#nprogress .spinner')).not.toBeInTheDocument();
  });

  it('starts at the minimum of 10 %', () => {
    progressBar.start();
    expect(NProgress.status).toBe(0.1);
  });

  it('takes the label it is given', () => {
    progressBar.start({ label: 'Opening clinics' });
    expect(bar()).toHaveAttribute('aria-label', 'Opening clinics');
  });

  it('goes away once done', () => {
    progressBar.start();
    vi.advanceTimersByTime(300);
    progressBar.done();
    expect(progressBar.isStarted()).toBe(false);
    vi.advanceTimersByTime(2 * PROGRESS_BAR_OPTIONS.speed + 100);
    expect(document.getElementById('nprogress')).not.toBeInTheDocument();
  });

  it('waits for its delay before showing', () => {
    progressBar.start({ delayMs: PROGRESS_BAR_START_DELAY_MS });
    vi.advanceTimersByTime(PROGRESS_BAR_START_DELAY_MS - 1);
    expect(bar()).not.toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(bar()).toBeInTheDocument();
  });

  it('never shows when done comes before the delay is over', () => {
    progressBar.start({ delayMs: PROGRESS_BAR_START_DELAY_MS });
    vi.advanceTimersByTime(10);
    progressBar.done();
    vi.advanceTimersByTime(2000);
    expect(document.getElementById('nprogress')).not.toBeInTheDocument();
    expect(progressBar.isStarted()).toBe(false);
  });
});

describe('useProgressBar', () => {
  it('names the bar in the language of the app', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UiTextProvider locale="fr">{children}</UiTextProvider>
    );
    const { result } = renderHook(() => useProgressBar(), { wrapper });
    result.current.start();
    expect(bar()).toHaveAttribute('aria-label', 'Chargement…');
    result.current.done();
    expect(result.current.isStarted()).toBe(false);
  });
});
