import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

/** Why the change is forced: a warning callout, with an icon so it is not carried by colour alone. */
export const reason = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    margin: 0,
    padding: vars.space['3'],
    borderRadius: vars.radius.control,
    background: vars.color.warning.subtle,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const reasonIcon = style(
  inComponents({
    flexShrink: 0,
    width: vars.size.icon.md,
    height: vars.size.icon.md,
    color: vars.color.warning.text,
  }),
);
