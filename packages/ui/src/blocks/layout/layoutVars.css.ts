import { createVar, fallbackVar } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Room `AppLayout` keeps free at the inline end for the floating right bar
 * (from 1024 px, when there is one). The content column and the footer's
 * content pad by it, so the rail never covers them while their backgrounds
 * still run to the edge. Unset outside `AppLayout`: read it with a 0 fallback.
 */
export const endInsetVar = createVar();

/** The inline-end gutter from the tablet width up: the wide gutter, or enough to stay a step clear of the right bar. */
export const endGutter = `max(${vars.space.gutterWide}, calc(${fallbackVar(endInsetVar, '0px')} + ${vars.space['4']}))`;
