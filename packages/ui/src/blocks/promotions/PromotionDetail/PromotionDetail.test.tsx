import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PromotionActionResult } from '../promotions';
import { samplePromotionDetail } from '../samplePromotions';
import { PromotionDetail } from './PromotionDetail';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('PromotionDetail', () => {
  it('keeps the button busy while the action runs, then says how it went', async () => {
    let finish: (result: PromotionActionResult) => void = () => undefined;
    const onAction = vi.fn(() => new Promise<PromotionActionResult>((resolve) => (finish = resolve)));
    render(
      <PromotionDetail
        title="Promotion"
        status="ready"
        promotion={samplePromotionDetail}
        backHref="/promotions"
        onAction={onAction}
      />,
      { wrapper },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Join Sports cashback 5%' }));
    expect(onAction).toHaveBeenCalledWith('join', samplePromotionDetail);
    expect(screen.getByRole('button', { name: 'Join Sports cashback 5%' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish({ outcome: 'failed', error: 'Already claimed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Already claimed');
  });

  it('offers no action in a status that allows none', () => {
    render(
      <PromotionDetail
        title="Promotion"
        status="ready"
        promotion={{ ...samplePromotionDetail, status: { label: 'Closed', tone: 'neutral' }, action: null }}
        backHref="/promotions"
        onAction={vi.fn()}
      />,
      { wrapper },
    );
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
