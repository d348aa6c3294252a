import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { globalInComponents, inComponents } from '../../../theme/layer';

/** How far along the thumb is, 0 to 1; set inline. */
export const progressVar = createVar();

const thumbSize = vars.size.control.md;
const ease = `${vars.motion.duration.slow} ${vars.motion.easing.standard}`;

export const root = style(inComponents({ display: 'flex', flexDirection: 'column', minWidth: 0, width: '100%' }));

export const track = style(
  inComponents({
    position: 'relative',
    height: `calc(${thumbSize} + 4px)`,
    padding: '1px',
    borderRadius: vars.radius.control,
    border: `1px solid ${vars.color.border.control}`,
    background: vars.color.surface.sunken,
    overflow: 'hidden',
    touchAction: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-invalid="true"]': { borderColor: vars.color.danger.text },
      '&[data-state="verified"]': { borderColor: vars.color.success.text },
    },
  }),
);

/** The part of the track the thumb has passed. */
export const fill = style(
  inComponents({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: `calc(${progressVar} * (100% - ${thumbSize} - 4px) + ${thumbSize} / 2 + 2px)`,
    background: vars.color.highlight.subtle,
    transition: `width ${ease}`,
    selectors: {
      '[data-dragging="true"] > &': { transition: 'none' },
      '[data-state="verified"] > &': { background: vars.color.success.subtle },
    },
  }),
);

export const instruction = style(
  inComponents({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    // Clear of the thumb at either end, so the text stays centred.
    paddingInline: `calc(${thumbSize} + ${vars.space['2']})`,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
    selectors: {
      '[data-state="verified"] > &': { color: vars.color.success.text },
    },
  }),
);
globalStyle(
  `${instruction} > svg`,
  globalInComponents({ flexShrink: 0, width: vars.size.icon.sm, height: vars.size.icon.sm }),
);

export const thumb = style(
  inComponents({
    position: 'absolute',
    top: '1px',
    insetInlineStart: `calc(1px + ${progressVar} * (100% - ${thumbSize} - 4px))`,
    display: 'grid',
    placeItems: 'center',
    width: thumbSize,
    height: thumbSize,
    borderRadius: `calc(${vars.radius.control} - 2px)`,
    background: vars.color.highlight.solid,
    color: vars.color.highlight.onSolid,
    boxShadow: vars.shadow.sm,
    cursor: 'grab',
    touchAction: 'none',
    transition: `inset-inline-start ${ease}, background ${ease}`,
    selectors: {
      '&:focus-visible': focusRing('-4px'),
      '[data-dragging="true"] > &': { cursor: 'grabbing', transition: 'none' },
      '&[aria-disabled="true"]': { cursor: 'default' },
      '[data-state="loading"] > &': { background: vars.color.surface.raised, color: vars.color.text.muted },
      '[data-state="verified"] > &': { background: vars.color.success.solid, color: vars.color.success.onSolid },
    },
  }),
);
globalStyle(`${thumb} > svg`, globalInComponents({ width: vars.size.icon.md, height: vars.size.icon.md }));

export const retry = style(inComponents({ alignSelf: 'flex-start' }));
