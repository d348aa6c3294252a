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
        format={{ locale: 'en', decimals: 2, currencySymbol: 'P' }}
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
});
