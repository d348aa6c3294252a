import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { floatingSurface } from '../../theme/floating.css';
import { focusRing } from '../../theme/focusRing';
import { inComponents } from '../../theme/layer';

export const content = style(
  inComponents({
    ...floatingSurface,
    zIndex: vars.zIndex.dropdown,
    minWidth: '220px',
    maxWidth: `min(320px, 100vw - 2 * ${vars.space.gutter})`,
    maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
    overflowY: 'auto',
    padding: vars.space['1'],
    fontSize: vars.font.size.sm,
    transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  }),
);

const itemBase = inComponents({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  // Touch-sized rows: the avatar menu is used on phones too.
  minHeight: vars.size.control.md,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surface.hover },
    // Rows fill the menu edge to edge, so the ring sits inside the row.
    '&:focus-visible': focusRing('-2px'),
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const item = recipe({
  base: itemBase,
  variants: {
    tone: {
      neutral: {},
      danger: inComponents({
        color: vars.color.danger.text,
        selectors: { '&[data-highlighted]': { background: vars.color.danger.subtle } },
      }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const subTrigger = style([
  itemBase,
  inComponents({ selectors: { '&[data-state="open"]': { background: vars.color.surface.hover } } }),
]);

export const icon = style(
  inComponents({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.icon.md,
    height: vars.size.icon.md,
    color: 'currentColor',
    opacity: 0.85,
  }),
);

/** The fixed slot where a checkbox or radio item shows its state. */
export const indicatorSlot = style(
  inComponents({
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    width: vars.size.icon.md,
    height: vars.size.icon.md,
    color: vars.color.highlight.text,
  }),
);

export const label = style(inComponents({ flex: 1, minWidth: 0 }));

export const trailing = style(
  inComponents({
    marginInlineStart: 'auto',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    color: vars.color.text.secondary,
    fontSize: vars.font.size.xs,
  }),
);

export const groupLabel = style(
  inComponents({
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.secondary,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  }),
);

export const separator = style(
  inComponents({
    height: '1px',
    marginBlock: vars.space['1'],
    marginInline: `calc(-1 * ${vars.space['1']})`,
    background: vars.color.border.subtle,
  }),
);

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['3'],
    marginBottom: vars.space['1'],
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    cursor: 'default',
    overflowWrap: 'anywhere',
  }),
);
