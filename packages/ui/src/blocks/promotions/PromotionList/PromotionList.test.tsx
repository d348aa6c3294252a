import { createFullI18n, I18nextProvider } from '@lobby/i18n';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleCategories, samplePromotions } from '../samplePromotions';
import { PromotionList } from './PromotionList';

const i18n = createFullI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('PromotionList', () => {
  it('shows every promotion under All and only a category’s under its tab', () => {
    render(
      <PromotionList
        title="Promotions"
        catalogue={{ status: 'ready', categories: sampleCategories, promotions: samplePromotions }}
      />,
      { wrapper },
    );
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(4);
    // Radix tabs switch on mouse down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Slots' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Slots rebate 1.2%']);
  });

  it('opens on the category asked for', () => {
    render(
      <PromotionList
        title="Promotions"
        defaultCategory="SPORTS"
        catalogue={{ status: 'ready', categories: sampleCategories, promotions: samplePromotions }}
      />,
      { wrapper },
    );
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('Join')).toBeInTheDocument();
  });
});
