import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DepositStart } from '../deposit';
import { sampleDepositMethods, sampleDepositRecords } from '../sampleDeposit';
import { Deposit } from './Deposit';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function renderDeposit(onDeposit: () => Promise<DepositStart>, openWindow: () => Window | null) {
  render(
    <Deposit
      title="Deposit"
      status="ready"
      allowed
      methods={sampleDepositMethods}
      bonuses={[]}
      format={{ locale: 'en', currency: { code: 'PHP' } }}
      onDeposit={onDeposit}
      onCancel={vi.fn()}
      onCheck={vi.fn()}
      records={{ status: 'ready', rows: sampleDepositRecords }}
      openWindow={openWindow}
    />,
    { wrapper },
  );
}

describe('Deposit', () => {
  it('opens the payment window during the click, before the platform answers, and sends once', async () => {
    const order: string[] = [];
    const payment = { location: { href: '' }, close: vi.fn() };
    let answer: (start: DepositStart) => void = () => undefined;
    const onDeposit = vi.fn(() => {
      order.push('deposit');
      return new Promise<DepositStart>((resolve) => (answer = resolve));
    });
    // The page only sets the address of the window and closes it.
    const openWindow = vi.fn(() => {
      order.push('window');
      return payment as unknown as Window;
    });
    renderDeposit(onDeposit, openWindow);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(order).toEqual(['window', 'deposit']);
    await act(async () => answer({ ok: true, kind: 'redirect', url: 'https://pay.example/1' }));
    expect(payment.location.href).toBe('https://pay.example/1');
    expect(onDeposit).toHaveBeenCalledTimes(1);
  });

  it('closes the window again when the platform refuses, and keeps the amount', async () => {
    const payment = { location: { href: '' }, close: vi.fn() };
    renderDeposit(
      async () => ({ ok: false, error: 'Channel closed' }),
      () => payment as unknown as Window,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Deposit' })));
    expect(payment.close).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Channel closed');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('500');
  });
});
