import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

/** Columns and gap, worked out from the grid's width by the component (it also needs them to place the rows). */
export const columnsVar = createVar();
export const gapVar = createVar();

export const root = style(inComponents({ minWidth: 0 }));

export const grid = style(inComponents({ position: 'relative', width: '100%' }));

export const row = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: `repeat(${columnsVar}, minmax(0, 1fr))`,
    columnGap: gapVar,
    paddingBlockEnd: gapVar,
  }),
);

/** A rendered row, placed at its offset inside the grid's full height. */
export const placedRow = style(
  inComponents({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' }),
);

export const more = style(inComponents({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space['4'] }));
