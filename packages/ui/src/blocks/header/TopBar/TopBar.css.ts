import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../theme/focusRing';
import { inComponents } from '../../../theme/layer';
import { media } from '../../../theme/media';
import { topBarHeight } from '../../../theme/topBar.css';

export const bar = style(
  inComponents({
    // Positioned (sticky) on purpose: the navigation's dropdown spans the bar right under it.
    position: 'sticky',
    insetBlockStart: 0,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    boxSizing: 'border-box',
    height: topBarHeight,
    paddingInline: vars.space['3'],
    background: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    '@media': {
      [media.laptop]: { gap: vars.space['3'], paddingInline: vars.space.gutterWide },
    },
  }),
);

export const logo = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    // On a crowded phone bar the logo gives way long before the balance does.
    flexShrink: 100,
    minWidth: 0,
    height: vars.size.control.md,
    paddingInline: vars.space['1'],
    borderRadius: vars.radius.control,
    color: vars.color.text.primary,
    textDecoration: 'none',
    selectors: {
      '&:focus-visible': focusRing(),
    },
    '@media': { [media.laptop]: { flexShrink: 0, maxWidth: '240px' } },
  }),
);

/** The square mark replaces the full logo on phones when the merchant has one. */
export const fullLogo = style(inComponents({ '@media': { [`not ${media.tablet}`]: { display: 'none' } } }));
export const compactLogo = style(inComponents({ '@media': { [media.tablet]: { display: 'none' } } }));

export const logoImage = style(
  inComponents({
    display: 'block',
    height: '28px',
    maxWidth: '100%',
    '@media': { [media.laptop]: { height: '36px' } },
  }),
);

export const brandName = style(
  inComponents({
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.bold,
    letterSpacing: '0.01em',
    '@media': { [media.laptop]: { fontSize: vars.font.size.xl } },
  }),
);

/** Where the navigation goes; it takes the room between the logo and the account side. */
export const navigation = style(
  inComponents({
    // It gets what the logo and the account side leave; entries that do not fit wait in the navigation's More.
    flex: '1 1 0',
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
  }),
);

export const end = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: vars.space['1'],
    flexShrink: 1,
    minWidth: 0,
    marginInlineStart: 'auto',
    '@media': { [media.laptop]: { gap: vars.space['2'] } },
  }),
);

export const wallet = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    minWidth: 0,
    paddingInlineStart: vars.space['2'],
    borderRadius: vars.radius.pill,
    background: vars.color.surface.sunken,
    border: `1px solid ${vars.color.border.subtle}`,
    fontSize: vars.font.size.sm,
  }),
);

/** Text shortcuts need the room the navigation leaves from 1366 px; below, they are icon buttons. */
export const textShortcut = style(
  inComponents({
    display: 'none',
    '@media': { [media.desktop]: { display: 'inline-flex' } },
  }),
);

export const iconShortcut = style(
  inComponents({
    '@media': { [media.desktop]: { display: 'none' } },
  }),
);

export const avatarTrigger = style(
  inComponents({
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: '2px',
    border: 0,
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
      '&:focus-visible': focusRing(),
      '&[data-state="open"]': { background: vars.color.surface.hover, color: vars.color.text.primary },
    },
  }),
);

export const avatarChevron = style(
  inComponents({
    display: 'none',
    transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    selectors: { [`${avatarTrigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
    '@media': { [media.laptop]: { display: 'block' } },
  }),
);

export const unreadDot = style(
  inComponents({
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: '26px',
  }),
);

export const accountHeader = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minWidth: 0,
  }),
);

export const accountText = style(inComponents({ display: 'grid', gap: '2px', minWidth: 0 }));

export const nickname = style(
  inComponents({
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
  }),
);

export const accountMeta = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space['2'],
    fontSize: vars.font.size.xs,
    color: vars.color.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const menuBadge = style(inComponents({ marginInlineStart: 'auto' }));

export const toggleWhenUnpinned = style(inComponents({ '@media': { [media.laptop]: { display: 'none' } } }));
