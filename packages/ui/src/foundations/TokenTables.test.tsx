import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shippedThemes } from '../theme/runtimeTheme';
import { tokenPaths } from '../theme/tokens';
import { AllTokens } from './TokenTables';

describe('the token reference', () => {
  it('lists every token of the contract with its property and its value in each shipped theme', () => {
    render(<AllTokens themes={shippedThemes} />);
    const table = screen.getByRole('table', { name: 'The token contract, in every shipped theme' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(tokenPaths(shippedThemes.dark).length);
    expect(rows.length).toBeGreaterThan(150);

    const accent = within(table).getByRole('rowheader', { name: 'color.accent.solid' }).closest('tr');
    expect(accent).not.toBeNull();
    const cells = within(accent as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '--lobby-color-accent-solid',
      '#f0b429',
      '#f0b429',
      shippedThemes.aurora.palette.brand['400'],
    ]);
  });
});
