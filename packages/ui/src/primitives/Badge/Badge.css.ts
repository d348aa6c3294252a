import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { inComponents } from '../../theme/layer';
import type { Tone } from '../../theme/tone';

/** Every tone, plus the brand's `accent` for counts that are news rather than a status. */
export type BadgeTone = Tone | 'accent';

const role = { accent: 'accent', danger: 'danger', success: 'success', warning: 'warning', info: 'highlight' } as const;

// Counts are loud (a solid fill that survives on any surface); status labels
// are quiet (a tint with text in the role's hue). Every pair below is one the
// theme contrast test guarantees.
const solid = (tone: BadgeTone) =>
  tone === 'neutral'
    ? { background: vars.color.surface.hover, color: vars.color.text.primary, borderColor: vars.color.border.subtle }
    : { background: vars.color[role[tone]].solid, color: vars.color[role[tone]].onSolid };

const subtle = (tone: BadgeTone) =>
  tone === 'neutral'
    ? { background: vars.color.surface.hover, color: vars.color.text.secondary, borderColor: vars.color.border.subtle }
    : { background: vars.color[role[tone]].subtle, color: vars.color[role[tone]].text };

const tones: BadgeTone[] = ['accent', 'danger', 'success', 'warning', 'info', 'neutral'];

export const badge = recipe({
  base: inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    gap: vars.space['1'],
    border: '1px solid transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontVariantNumeric: 'tabular-nums',
  }),
  variants: {
    kind: {
      // A count: a pill at least as wide as it is tall, so "1" is a circle.
      count: inComponents({
        minWidth: '20px',
        height: '20px',
        paddingInline: '6px',
        borderRadius: vars.radius.pill,
        fontSize: vars.font.size.xs,
      }),
      dot: inComponents({
        width: '10px',
        height: '10px',
        padding: 0,
        borderRadius: vars.radius.pill,
        // A dot has no text to carry its meaning, so it needs a ring to stay
        // visible against a fill of the same hue.
        boxShadow: `0 0 0 2px ${vars.color.surface.base}`,
      }),
      label: inComponents({
        minHeight: '22px',
        paddingInline: vars.space['2'],
        borderRadius: vars.radius.sm,
        fontSize: vars.font.size.xs,
        lineHeight: vars.font.lineHeight.tight,
      }),
    },
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<BadgeTone, object>,
  },
  compoundVariants: tones.flatMap((tone) => [
    { variants: { kind: 'count' as const, tone }, style: inComponents(solid(tone)) },
    { variants: { kind: 'dot' as const, tone }, style: inComponents(solid(tone)) },
    { variants: { kind: 'label' as const, tone }, style: inComponents(subtle(tone)) },
  ]),
  defaultVariants: { kind: 'count', tone: 'danger' },
});

export const labelIcon = style(inComponents({ display: 'inline-flex', flexShrink: 0 }));
