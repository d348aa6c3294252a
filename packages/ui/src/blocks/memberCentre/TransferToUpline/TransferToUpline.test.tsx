import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CashierResult } from '../wallet';
import { TransferToUpline } from './TransferToUpline';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('TransferToUpline', () => {
  it('sends once with the login password, and keeps both fields after a refusal', async () => {
    let finish: (result: CashierResult) => void = () => undefined;
    const onTransfer = vi.fn(() => new Promise<CashierResult>((resolve) => (finish = resolve)));
    render(
      <TransferToUpline
        title="Transfer to Upline"
        status="ready"
        balance={100}
        format={{ locale: 'en', currency: { code: 'PHP', symbol: 'P' } }}
        onTransfer={onTransfer}
      />,
      { wrapper },
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '99.99' } });
    fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(onTransfer).toHaveBeenCalledTimes(1);
    expect(onTransfer).toHaveBeenCalledWith({ amount: 99.99, password: 'secret' });
    await act(async () => finish({ ok: false, error: 'Wrong password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('99.99');
    expect(screen.getByLabelText('Login password')).toHaveValue('secret');
  });

  it("takes the currency's decimals: a third for pesos and any for dong are refused, not rounded", () => {
    const onTransfer = vi.fn(async (): Promise<CashierResult> => ({ ok: true }));
    const attempt = (code: string, amount: string) => {
      const { unmount } = render(
        <TransferToUpline
          title="Transfer to Upline"
          status="ready"
          balance={1_000_000}
          format={{ locale: 'en', currency: { code } }}
          onTransfer={onTransfer}
        />,
        { wrapper },
      );
      const field = screen.getByRole('textbox', { name: 'Amount' });
      fireEvent.change(field, { target: { value: amount } });
      fireEvent.change(screen.getByLabelText('Login password'), { target: { value: 'secret' } });
      fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
      const refused = field.getAttribute('aria-invalid') === 'true';
      const description = field.getAttribute('aria-describedby') ?? '';
      const words = description
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      unmount();
      return refused ? words : null;
    };
    expect(attempt('PHP', '10.005')).toContain('Use at most 2 decimal places.');
    expect(attempt('VND', '10000.5')).toContain('Enter a whole amount, without decimals.');
    expect(onTransfer).not.toHaveBeenCalled();
    expect(attempt('VND', '10000')).toBeNull();
    expect(onTransfer).toHaveBeenCalledWith({ amount: 10_000, password: 'secret' });
  });
});
