import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SecurityResult, SecuritySummary } from '../security';
import { SecurityCentre, type SecurityCentreProps } from './SecurityCentre';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

const summary: SecuritySummary = {
  account: { displayName: 'Lucky Player', username: 'demo_player', labels: [] },
  mobile: '912****678',
  email: null,
  hasPaymentPassword: true,
  bankCardCount: 1,
};

function centre(props: Partial<SecurityCentreProps> = {}) {
  const onSendCode = vi.fn(async (): Promise<SecurityResult> => ({ ok: true }));
  const onConfirm = vi.fn(async (): Promise<SecurityResult> => ({ ok: true }));
  const onSavePaymentPassword = vi.fn(async (): Promise<SecurityResult> => ({ ok: true }));
  render(
    <SecurityCentre
      title="Security centre"
      status="ready"
      summary={summary}
      onChangeLoginPassword={vi.fn()}
      onSavePaymentPassword={onSavePaymentPassword}
      contactBinding={{ onSendCode, onConfirm }}
      onOpenBankCards={vi.fn()}
      onOpenProfile={vi.fn()}
      onOpenRank={vi.fn()}
      {...props}
    />,
    { wrapper },
  );
  return { onSendCode, onConfirm, onSavePaymentPassword };
}

describe('SecurityCentre', () => {
  it('asks for the current payment password before changing it', async () => {
    const { onSavePaymentPassword } = centre();
    fireEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    const form = screen.getByRole('form', { name: 'Change payment password' });
    fireEvent.change(within(form).getByLabelText('New payment password'), { target: { value: '135790' } });
    fireEvent.change(within(form).getByLabelText('Confirm new payment password'), { target: { value: '135790' } });
    await act(async () => fireEvent.submit(form));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter your current payment password');
    expect(onSavePaymentPassword).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Current payment password'), { target: { value: '111111' } });
    await act(async () => fireEvent.submit(form));
    expect(onSavePaymentPassword).toHaveBeenCalledWith({ current: '111111', next: '135790', confirm: '135790' });
    expect(screen.getByText('Payment password saved')).toHaveAttribute('role', 'status');
  });

  it('keeps the typed number when sending the code fails, and sends nothing for a number too short', async () => {
    const onSendCode = vi.fn(
      async (): Promise<SecurityResult> => ({ ok: false, error: 'Mobile number already registered' }),
    );
    centre({ contactBinding: { onSendCode, onConfirm: vi.fn() } });
    fireEvent.click(screen.getByRole('button', { name: 'Change mobile number' }));
    const form = screen.getByRole('form', { name: 'Bind a mobile number' });
    const field = within(form).getByLabelText('New mobile number');
    fireEvent.change(field, { target: { value: '123' } });
    await act(async () => fireEvent.submit(form));
    expect(onSendCode).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '987654321' } });
    await act(async () => fireEvent.submit(form));
    expect(onSendCode).toHaveBeenCalledWith('mobile', '987654321');
    expect(within(form).getByRole('alert')).toHaveTextContent('Mobile number already registered');
    expect(field).toHaveValue('987654321');
  });

  it('says a failed card or payment password call could not be read, with no payment password action', () => {
    centre({ summary: { ...summary, hasPaymentPassword: null, bankCardCount: null } });
    expect(screen.getAllByText('Could not be read just now')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /payment password$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage bank cards' })).toBeInTheDocument();
  });

  it('shows no card count or payment password action until their calls answer', () => {
    centre({ summary: { ...summary, hasPaymentPassword: undefined, bankCardCount: undefined } as SecuritySummary });
    expect(screen.queryByRole('button', { name: /payment password$/ })).toBeNull();
    expect(screen.queryByText(/saved/)).toBeNull();
    expect(screen.getByText('Bank cards')).toBeInTheDocument();
  });

  it('resets a forgotten payment password with a code sent to the bound phone', async () => {
    const onSendCode = vi.fn(async (): Promise<SecurityResult> => ({ ok: true }));
    const onReset = vi.fn(
      async (): Promise<SecurityResult> => ({ ok: false, error: 'Invalid or expired verification code' }),
    );
    centre({ paymentPasswordReset: { target: { channel: 'mobile', masked: '912****678' }, onSendCode, onReset } });
    fireEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot payment password?' }));
    const form = screen.getByRole('form', { name: 'Reset payment password' });
    expect(form).toHaveFocus();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send code' })));
    expect(onSendCode).toHaveBeenCalledTimes(1);
    expect(within(form).getByText('We sent a code to 912****678.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('New payment password'), { target: { value: '135790' } });
    fireEvent.change(within(form).getByLabelText('Confirm new payment password'), { target: { value: '135790' } });
    await act(async () => fireEvent.submit(form));
    expect(within(form).getByText('Enter the code you received')).toBeInTheDocument();
    expect(onReset).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Verification code'), { target: { value: '654321' } });
    await act(async () => fireEvent.submit(form));
    expect(onReset).toHaveBeenCalledWith({ code: '654321', next: '135790', confirm: '135790' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    expect(within(form).getByLabelText('Verification code')).toHaveValue('654321');
  });

  it('tells a player with nothing bound to bind a number first, and opens that binding', () => {
    centre({
      summary: { ...summary, mobile: null },
      paymentPasswordReset: { target: null, onSendCode: vi.fn(), onReset: vi.fn() },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot payment password?' }));
    const form = screen.getByRole('form', { name: 'Reset payment password' });
    expect(within(form).getByRole('note')).toHaveTextContent('neither is bound');
    fireEvent.click(within(form).getByRole('button', { name: 'Bind mobile number' }));
    expect(screen.getByRole('form', { name: 'Bind a mobile number' })).toBeInTheDocument();
  });

  it('offers no reset where the merchant does not', () => {
    centre();
    fireEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(screen.queryByRole('button', { name: 'Forgot payment password?' })).toBeNull();
  });
});
