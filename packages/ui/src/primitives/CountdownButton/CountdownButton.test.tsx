import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LobbyProvider } from '../../provider/LobbyProvider';
import { createManualClock } from '../../scheduling/manualClock';
import { CountdownButton, secondsUntil, useCountdown } from './CountdownButton';

const start = new Date('2025-01-01T12:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: start });
});

afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('secondsUntil', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsUntil(null, start)).toBe(0);
    expect(secondsUntil(start + 60_000, start)).toBe(60);
    expect(secondsUntil(start + 59_001, start)).toBe(60);
    expect(secondsUntil(start + 1, start)).toBe(1);
    expect(secondsUntil(start, start)).toBe(0);
    expect(secondsUntil(start - 5_000, start)).toBe(0);
  });
});

describe('useCountdown', () => {
  it('is 0 and schedules nothing without an end time', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts down once a second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(start + 3_000));
    expect(result.current).toBe(3);
    advance(999);
    expect(result.current).toBe(3);
    advance(1);
    expect(result.current).toBe(2);
    advance(1_000);
    expect(result.current).toBe(1);
    advance(1_000);
    expect(result.current).toBe(0);
    // Nothing keeps ticking after the end.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aligns its ticks to the moments the shown second changes', () => {
    const { result } = renderHook(() => useCountdown(start + 2_500));
    expect(result.current).toBe(3);
    advance(499);
    expect(result.current).toBe(3);
    advance(1);
    expect(result.current).toBe(2);
    advance(999);
    expect(result.current).toBe(2);
    advance(1);
    expect(result.current).toBe(1);
    advance(1_000);
    expect(result.current).toBe(0);
  });

  it('shows a new end time in the same render and restarts from it', () => {
    const { result, rerender } = renderHook(({ endsAt }) => useCountdown(endsAt), {
      initialProps: { endsAt: null as number | null },
    });
    expect(result.current).toBe(0);
    rerender({ endsAt: start + 60_000 });
    expect(result.current).toBe(60);
    advance(10_000);
    expect(result.current).toBe(50);
    rerender({ endsAt: null });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('survives a remount because the end time is absolute', () => {
    const endsAt = start + 60_000;
    const first = renderHook(() => useCountdown(endsAt));
    advance(15_000);
    expect(first.result.current).toBe(45);
    first.unmount();
    expect(vi.getTimerCount()).toBe(0);
    advance(5_000);
    const second = renderHook(() => useCountdown(endsAt));
    expect(second.result.current).toBe(40);
  });

  it('catches up when a throttled background tab becomes visible', () => {
    const { result } = renderHook(() => useCountdown(start + 60_000));
    // The clock moves on while timers are held back.
    vi.setSystemTime(start + 30_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe(30);
  });
});

describe('CountdownButton', () => {
  const i18n = createFullI18n();
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

  it('waits, tells assistive tech at the start and the end only, then re-enables', () => {
    const onClick = vi.fn();
    const onCountdownEnd = vi.fn();
    const { rerender } = render(
      <CountdownButton endsAt={null} onClick={onClick} onCountdownEnd={onCountdownEnd}>
        Get code
      </CountdownButton>,
      { wrapper },
    );
    const button = screen.getByRole('button', { name: 'Get code' });
    const status = screen.getByRole('status');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(status).toHaveTextContent('');

    rerender(
      <CountdownButton endsAt={start + 3_000} onClick={onClick} onCountdownEnd={onCountdownEnd}>
        Get code
      </CountdownButton>,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Get code (3s)');
    // The name stays stable; the count is the description.
    expect(button).toHaveAccessibleName('Get code');
    expect(button).toHaveAccessibleDescription('Available again in 3 seconds');
    expect(status).toHaveTextContent('Available again in 3 seconds');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    advance(1_000);
    expect(button).toHaveTextContent('Get code (2s)');
    expect(button).toHaveAccessibleDescription('Available again in 2 seconds');
    // No announcement for an ordinary tick.
    expect(status).toHaveTextContent('Available again in 3 seconds');

    advance(2_000);
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveTextContent(/^Get code$/);
    expect(status).toHaveTextContent('Get code is available again');
    expect(onCountdownEnd).toHaveBeenCalledTimes(1);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps counting after a remount without announcing or ending again', () => {
    const onCountdownEnd = vi.fn();
    const endsAt = start + 5_000;
    const first = render(<CountdownButton endsAt={endsAt}>Resend</CountdownButton>, { wrapper });
    advance(2_000);
    first.unmount();
    render(
      <CountdownButton endsAt={endsAt} onCountdownEnd={onCountdownEnd}>
        Resend
      </CountdownButton>,
      { wrapper },
    );
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveTextContent('Resend (3s)');
    expect(screen.getByRole('status')).toHaveTextContent('');
    advance(3_000);
    expect(onCountdownEnd).toHaveBeenCalledTimes(1);
  });

  it('does not fire the end callback for a wait that was already over', () => {
    const onCountdownEnd = vi.fn();
    render(
      <CountdownButton endsAt={start - 1_000} onCountdownEnd={onCountdownEnd}>
        Get code
      </CountdownButton>,
      { wrapper },
    );
    expect(screen.getByRole('button', { name: 'Get code' })).not.toHaveAttribute('aria-disabled');
    expect(onCountdownEnd).not.toHaveBeenCalled();
  });

  it('takes its texts from props when given', () => {
    render(
      <CountdownButton
        endsAt={start + 10_000}
        waitLabel={(label, seconds) => `${label} · ${seconds}`}
        secondsLeftLabel={(seconds) => `${seconds} to go`}
      >
        Send
      </CountdownButton>,
      { wrapper },
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveTextContent('Send · 10');
    expect(button).toHaveAccessibleDescription('10 to go');
  });

  it("counts on the LobbyProvider's clock, not the machine's", async () => {
    vi.useRealTimers();
    const clock = createManualClock({ start });
    render(
      <LobbyProvider i18n={i18n} clock={clock}>
        <CountdownButton endsAt={start + 2_000}>Get code</CountdownButton>
      </LobbyProvider>,
    );
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button).toHaveTextContent('Get code (2s)');
    await act(() => clock.advance(999));
    expect(button).toHaveTextContent('Get code (2s)');
    await act(() => clock.advance(1));
    expect(button).toHaveTextContent('Get code (1s)');
    await act(() => clock.advance(1_000));
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(clock.pending).toBe(0);
  });
});
