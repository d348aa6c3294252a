import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

/** Columns of the grid; container queries set it from the grid's own width, a `columns` prop pins it. */
export const columnsVar = createVar();

export const root = style(
  inComponents({
    containerType: 'inline-size',
    display: 'grid',
    gap: vars.space['4'],
    minWidth: 0,
  }),
);

// Widths of the grid itself (not the viewport): 343 px on a 375 px phone gives
// 2 columns; a 1440 px content column (1920 px screens) gives 8.
export const grid = style(
  inComponents({
    vars: { [columnsVar]: '2' },
    display: 'grid',
    gridTemplateColumns: `repeat(${columnsVar}, minmax(0, 1fr))`,
    gap: vars.space['2'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@container': {
      '(min-width: 30rem)': { vars: { [columnsVar]: '3' } },
      '(min-width: 40rem)': { vars: { [columnsVar]: '4' }, gap: vars.space['3'] },
      '(min-width: 52rem)': { vars: { [columnsVar]: '5' } },
      '(min-width: 64rem)': { vars: { [columnsVar]: '6' } },
      '(min-width: 76rem)': { vars: { [columnsVar]: '7' } },
      '(min-width: 88rem)': { vars: { [columnsVar]: '8' } },
    },
  }),
);

export const cell = style(inComponents({ minWidth: 0 }));
