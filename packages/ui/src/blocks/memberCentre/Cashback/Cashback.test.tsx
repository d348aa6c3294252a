import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CashbackResult } from '../cashback';
import { sampleRebateHistory, sampleRebateRates, sampleRebates, sampleRebatesTotal } from '../sampleCashback';
import { Cashback, type CashbackProps } from './Cashback';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function cashback(props: Partial<CashbackProps> = {}) {
  render(
    <Cashback
      title="Cashback"
      claimable={{ status: 'ready', rebates: sampleRebates, total: sampleRebatesTotal }}
      onClaim={async () => ({ ok: true })}
      history={{ status: 'ready', rows: sampleRebateHistory, page: 1, pageCount: 1, onPageChange: vi.fn() }}
      rates={{ status: 'ready', rates: sampleRebateRates }}
      {...props}
    />,
    { wrapper },
  );
}

describe('Cashback', () => {
  it('takes one claim at a time: while one runs, the other claims wait', async () => {
    let finish: (result: CashbackResult) => void = () => undefined;
    const onClaim = vi.fn(() => new Promise<CashbackResult>((resolve) => (finish = resolve)));
    cashback({ onClaim });
    fireEvent.click(screen.getByRole('button', { name: 'Claim Sports cashback' }));
    expect(onClaim).toHaveBeenCalledWith('SPORTS');
    expect(screen.getByRole('button', { name: 'Claim Slots cashback' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Claim all' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => finish({ ok: true }));
    expect(screen.getByText('15.75 cashback moved to your balance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Slots cashback' })).not.toHaveAttribute('aria-disabled');
  });

  it('says why a claim failed and clears the words at the next attempt', async () => {
    const onClaim = vi
      .fn<(productType?: string) => Promise<CashbackResult>>()
      .mockResolvedValueOnce({ ok: false, error: 'Not yet' })
      .mockResolvedValueOnce({ ok: true });
    cashback({ onClaim });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Claim all' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Not yet');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Claim all' })));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('212.79 cashback moved to your balance.')).toBeInTheDocument();
  });
});
