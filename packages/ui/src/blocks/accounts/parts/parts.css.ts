import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { globalInComponents, inComponents } from '../../../theme/layer';
import { overlaySurface } from '../../../theme/overlaySurface';

/* Shared layout of the account forms: one column, 16 px between fields. */

export const form = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    width: '100%',
    minWidth: 0,
  }),
);

/** A line of small controls (remember me + forgot password). */
export const row = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space['2'],
  }),
);

export const actions = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
  }),
);

/** "or" between the main call to action and the other ways in. */
export const divider = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    color: vars.color.text.muted,
    fontSize: vars.font.size.sm,
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: 1,
        height: '1px',
        background: vars.color.border.subtle,
      },
    },
  }),
);

export const footnote = style(
  inComponents({
    margin: 0,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    textAlign: 'center',
  }),
);

export const intro = style(
  inComponents({
    margin: 0,
    color: vars.color.text.secondary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
  }),
);

export const textLink = style(
  inComponents({
    color: vars.color.text.link,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
    },
  }),
);

/* The platform's message at the top of a form. */

/** The live region stays mounted; while empty it gives back the form's gap so nothing shifts twice. */
export const alertRegion = style(
  inComponents({
    selectors: { '&:empty': { marginBlockEnd: `calc(-1 * ${vars.space['4']})` } },
  }),
);

export const alert = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    margin: 0,
    padding: vars.space['3'],
    borderRadius: vars.radius.control,
    border: `1px solid ${vars.color.danger.text}`,
    background: vars.color.danger.subtle,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const alertIcon = style(
  inComponents({
    display: 'flex',
    flexShrink: 0,
    color: vars.color.danger.text,
    height: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
    alignItems: 'center',
  }),
);
globalStyle(`${alertIcon} > svg`, globalInComponents({ width: vars.size.icon.md, height: vars.size.icon.md }));

/* The captcha image beside its input. */

export const captchaRow = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: vars.space['2'],
  }),
);

export const captchaButton = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    width: '136px',
    height: vars.size.control.md,
    // Aligns the image with the input, below the label's line.
    marginTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space['2']})`,
    padding: 0,
    paddingInlineEnd: vars.space['2'],
    overflow: 'hidden',
    border: `1px solid ${vars.color.border.control}`,
    borderRadius: vars.radius.control,
    background: vars.color.surface.sunken,
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.border.strong, color: vars.color.text.primary },
      '&:focus-visible': focusRing(),
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  }),
);

/** The image's box inside the button: the platform's PNG is about 3:1. */
export const captchaFrame = style(
  inComponents({
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    flex: '1 1 auto',
    alignSelf: 'stretch',
    minWidth: 0,
  }),
);

export const captchaRefreshIcon = style(
  inComponents({
    display: 'flex',
    flexShrink: 0,
  }),
);
globalStyle(`${captchaRefreshIcon} > svg`, globalInComponents({ width: vars.size.icon.sm, height: vars.size.icon.sm }));

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinning = style(inComponents({ animation: `${spin} 800ms linear infinite` }));

/* The dialing-code picker inside the mobile number field. */

export const picker = style(inComponents({ display: 'flex', alignItems: 'center' }));

export const pickerTrigger = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    height: vars.size.control.sm,
    marginInlineStart: `calc(-1 * ${vars.space['2']})`,
    paddingInline: vars.space['2'],
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surface.hover },
      '&:focus-visible': focusRing('0px'),
      '&:disabled': { cursor: 'not-allowed' },
    },
  }),
);

/** The line between the dialing code and the number. */
export const pickerDivider = style(
  inComponents({
    width: '1px',
    height: vars.size.icon.md,
    marginInlineStart: vars.space['1'],
    background: vars.color.border.subtle,
  }),
);

export const flag = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    width: '20px',
  }),
);

export const chevron = style(
  inComponents({
    color: vars.color.text.secondary,
    transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  }),
);

export const listbox = style(
  inComponents({
    position: 'absolute',
    zIndex: vars.zIndex.dropdown,
    insetInline: 0,
    top: `calc(100% + ${vars.space['1']})`,
    maxHeight: '15rem',
    margin: 0,
    padding: vars.space['1'],
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    listStyle: 'none',
    ...overlaySurface({ radius: 'control', border: true }),
  }),
);

export const option = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.control.md,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&:hover, &[data-active="true"]': { background: vars.color.surface.hover },
      '&[aria-selected="true"]': { background: vars.color.highlight.solid, color: vars.color.highlight.onSolid },
      '&[data-active="true"]': focusRing('-2px'),
    },
  }),
);

export const optionName = style(
  inComponents({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
);

export const optionCode = style(inComponents({ fontVariantNumeric: 'tabular-nums' }));

/** The "Get code" button inside the SMS code field. */
export const smsButton = style(
  inComponents({
    marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
    whiteSpace: 'nowrap',
  }),
);
