import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

/** The expected end of maintenance, as a quiet pill under the message. */
export const endsAt = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    margin: 0,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.pill,
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const endsAtIcon = style(inComponents({ flexShrink: 0, color: vars.color.text.secondary }));

export const text = style(inComponents({ margin: 0 }));
