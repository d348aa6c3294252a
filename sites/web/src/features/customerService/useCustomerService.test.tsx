import { writeToken } from '@lobby/api/session';
import { ToastProvider } from '@lobby/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupFlowHarness } from '../../testing/flowHarness';
import { useCustomerService } from './useCustomerService';

const { host, wrapper } = setupFlowHarness();

function withToasts({ children }: { children: ReactNode }) {
  return wrapper({ children: <ToastProvider>{children}</ToastProvider> });
}

/** A window already showing the service on another origin: its opener and document are out of reach. */
function crossOriginWindow() {
  const replace = vi.fn();
  const focus = vi.fn();
  const refused = () => {
    throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
  };
  const popup = {
    location: { replace },
    focus,
    close: vi.fn(),
    set opener(_value: unknown) {
      refused();
    },
    get document(): Document {
      return refused();
    },
  };
  return { popup, replace, focus };
}

afterEach(() => vi.restoreAllMocks());

describe('customer service', () => {
  it('sends a window already on the service page to it again on a second click', async () => {
    writeToken(host.sandbox.signIn('demo_player'));
    const { popup, replace, focus } = crossOriginWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { result } = renderHook(() => useCustomerService(), { wrapper: withToasts });

    await act(() => result.current());

    expect(open).toHaveBeenCalledWith('', 'lobby-customer-service', expect.stringContaining('popup'));
    expect(replace).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\//));
    expect(focus).toHaveBeenCalled();
  });
});
