import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PointsActionResult } from '../pointsMall';
import { sampleRewards } from '../samplePointsMall';
import { PointsMall, type PointsMallMemberProps } from './PointsMall';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function renderMall(props: Partial<PointsMallMemberProps> = {}) {
  const onRedeem = vi.fn(async (): Promise<PointsActionResult> => ({ ok: true, message: 'Redeemed.' }));
  const onConvert = vi.fn(async (): Promise<PointsActionResult> => ({ ok: true, message: 'Converted.' }));
  render(
    <PointsMall
      balance={{ status: 'ready', points: 2580 }}
      pointsPerCash={10}
      cashText={(amount) => amount.toFixed(2)}
      catalogue={{ status: 'ready', rewards: sampleRewards }}
      history={<p>History</p>}
      details={<p>Details</p>}
      onRedeem={onRedeem}
      onConvert={onConvert}
      {...props}
    />,
    { wrapper },
  );
  return { onRedeem, onConvert };
}

describe('PointsMall', () => {
  it('shows the balance, that points never expire, and the rewards', () => {
    renderMall();
    expect(screen.getByText('2,580')).toBeInTheDocument();
    expect(screen.getByText(/Points never expire\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Smart watch' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('redeems with the quantity and payment password, refusing more than the balance covers', async () => {
    const { onRedeem } = renderMall();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem ₱50 cash' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem ₱50 cash' });
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByText('You do not have enough points.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '2' } });
    expect(within(dialog).getByText('Total: 1,000 points')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByText('Enter your payment password.')).toBeInTheDocument();
    expect(onRedeem).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: '666888' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' })));
    expect(onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: '5001' }), 2, '666888');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Redeemed.')).toBeInTheDocument();
  });

  it('keeps the form open with the platform’s reason when a redeem fails', async () => {
    renderMall({ onRedeem: async () => ({ ok: false, error: 'Incorrect payment password' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem ₱50 cash' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: 'nope' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm redeem' })));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Incorrect payment password');
  });

  it('converts whole multiples of the rate only, previewing the cash', async () => {
    const { onConvert } = renderMall();
    fireEvent.click(screen.getByRole('button', { name: 'Convert to cash' }));
    const dialog = screen.getByRole('dialog', { name: 'Convert points to cash' });
    const points = within(dialog).getByLabelText('Points to convert');
    fireEvent.change(points, { target: { value: '105' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('Enter a whole multiple of 10 points.')).toBeInTheDocument();
    fireEvent.change(points, { target: { value: '100' } });
    expect(within(dialog).getByText('You receive 10.00')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Payment password'), { target: { value: '666888' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Convert' })));
    expect(onConvert).toHaveBeenCalledWith(100, '666888');
  });

  it('sends a trial account to the real-account warning instead of the forms', () => {
    const onRealAccountNeeded = vi.fn();
    renderMall({ onRealAccountNeeded });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem ₱50 cash' }));
    fireEvent.click(screen.getByRole('button', { name: 'Convert to cash' }));
    expect(onRealAccountNeeded).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a visitor the rewards, and asks them to sign in to redeem', () => {
    const onSignIn = vi.fn();
    render(<PointsMall balance={null} onSignIn={onSignIn} catalogue={{ status: 'ready', rewards: sampleRewards }} />, {
      wrapper,
    });
    expect(screen.getByText(/Points never expire\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Redeem ${sampleRewards[0]?.name}` }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
