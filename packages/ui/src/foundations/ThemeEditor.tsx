import { useTranslation } from '@lobby/i18n';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { checkContrast, contrastPairs, parseColor, resolveColor } from '../theme/contrast';
import {
  exportMerchantTheme,
  type MerchantTheme,
  resolveMerchantTheme,
  type ShippedThemeName,
  shippedThemeNames,
  type TokenOverrides,
  validateMerchantTheme,
} from '../theme/runtimeTheme';
import { ThemeScope } from '../theme/ThemeScope';
import { baseTokens, type PaletteStep, paletteRef, paletteSteps, readToken } from '../theme/tokens';
import { brandAnchorStep, deriveNeutralScale, deriveScale, readableOn } from './colourScale';
import * as styles from './ThemeEditor.css';

/** The knobs a merchant most often turns; anything else can go in the JSON. */
const brandColourPath = 'palette.brand.400';
const accentTextPairs = contrastPairs.filter((pair) => pair.foreground === 'color.accent.text');

const colorKnobs = [
  [brandColourPath, 'Brand colour'],
  ['color.accent.solid', 'Primary button'],
  ['color.accent.onSolid', 'Primary button text'],
  ['color.accent.text', 'Accent text and figures'],
  ['color.highlight.solid', 'Selection'],
  ['color.surface.base', 'Page background'],
  ['color.surface.raised', 'Cards and bars'],
  ['color.surface.overlay', 'Dialogs and menus'],
  ['color.text.primary', 'Text'],
  ['color.text.secondary', 'Secondary text'],
  ['color.focus.ring', 'Focus ring'],
] as const;

const lengthKnobs = [
  ['radius.control', 'Control radius'],
  ['radius.card', 'Card radius'],
  ['radius.dialog', 'Dialog radius'],
] as const;

const fontChoices = [
  ["'Inter Variable', 'Noto Sans SC Variable', system-ui, sans-serif", 'Inter'],
  ["'Outfit Variable', 'Noto Sans SC Variable', system-ui, sans-serif", 'Outfit'],
  ["system-ui, 'Noto Sans SC Variable', sans-serif", 'System UI'],
] as const;

/** Spacing and control sizes, scaled together: compact suits dense lobbies, comfortable suits touch-first ones. */
const densities = [
  ['compact', 'Compact', 0.875],
  ['regular', 'Regular', 1],
  ['comfortable', 'Comfortable', 1.125],
] as const;
type Density = (typeof densities)[number][0];

/** The base theme's lengths times `factor`, in whole pixels (none below 24px for a control: WCAG 2.5.8). */
function scaledLengths(factor: number): TokenOverrides {
  const scale = (value: string, minimum = 0) =>
    value.endsWith('px') ? `${Math.max(minimum, Math.round(Number.parseFloat(value) * factor))}px` : value;
  return {
    space: Object.fromEntries(Object.entries(baseTokens.space).map(([key, value]) => [key, scale(value)])),
    size: {
      control: Object.fromEntries(
        Object.entries(baseTokens.size.control).map(([key, value]) => [key, scale(value, 24)]),
      ),
    },
  };
}

function densityOf(tokens: TokenOverrides): Density {
  const control = tokens.size?.control?.md;
  const regular = Number.parseFloat(baseTokens.size.control.md);
  if (!control) return 'regular';
  const factor = Number.parseFloat(control) / regular;
  return factor < 1 ? 'compact' : factor > 1 ? 'comfortable' : 'regular';
}

/** Drops groups left empty by removed overrides, so the exported JSON holds only what the merchant changed. */
function pruneEmpty(tokens: TokenOverrides): TokenOverrides {
  const prune = (node: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).flatMap(([key, value]) => {
        if (typeof value !== 'object' || value === null) return [[key, value]];
        const inner = prune(value as Record<string, unknown>);
        return Object.keys(inner).length > 0 ? [[key, inner]] : [];
      }),
    );
  return prune(tokens);
}

function setPath(overrides: TokenOverrides, path: string, value: string | undefined): TokenOverrides {
  const keys = path.split('.');
  const clone = structuredClone(overrides) as Record<string, unknown>;
  let node = clone;
  for (const key of keys.slice(0, -1)) {
    node[key] = { ...((node[key] as Record<string, unknown>) ?? {}) };
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return clone as TokenOverrides;
}

function toHex(value: string): string {
  const color = parseColor(value);
  if (!color) return '#000000';
  return `#${[color.r, color.g, color.b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** A brand file (`brand.json`) that changes only the theme. */
export function brandFileOf(themeJson: string): string {
  return JSON.stringify({ theme: JSON.parse(themeJson) }, null, 2);
}

export interface ThemeEditorProps {
  initialTheme?: MerchantTheme;
  /** Called with every valid change, e.g. to persist a draft. */
  onChange?: (theme: MerchantTheme) => void;
}

/**
 * Live theme editor for merchants and designers: turn the common knobs, watch
 * the preview and the contrast report, then export the JSON to ship. Pasting
 * JSON validates it exactly as the site will at run time.
 */
export function ThemeEditor({ initialTheme, onChange }: ThemeEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [theme, setTheme] = useState<MerchantTheme>(initialTheme ?? { name: 'My casino', extends: 'dark', tokens: {} });
  const [draft, setDraft] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  const [copied, setCopied] = useState<'theme' | 'brandFile' | null>(null);

  const resolved = useMemo(() => resolveMerchantTheme(theme), [theme]);
  const failing = useMemo(() => checkContrast(resolved).filter((result) => !result.passes), [resolved]);
  const json = exportMerchantTheme(theme);

  const update = (changed: MerchantTheme) => {
    const next = { ...changed, tokens: pruneEmpty(changed.tokens) };
    setTheme(next);
    setCopied(null);
    onChange?.(next);
  };
  const setToken = (path: string, value: string | undefined) =>
    update({ ...theme, tokens: setPath(theme.tokens, path, value) });

  const tintsNeutrals = theme.tokens.palette?.neutral !== undefined;
  const withScale = (
    tokens: TokenOverrides,
    name: 'brand' | 'neutral',
    scale: Record<PaletteStep, string> | undefined,
  ) => paletteSteps.reduce((next, step) => setPath(next, `palette.${name}.${step}`, scale?.[step]), tokens);

  /**
   * The brand colour recolours the whole accent: its scale (hover, subtle
   * backgrounds and accent text take their steps from it), the text on its
   * fill, and the tinted greys when they are on.
   */
  const setBrandColour = (value: string) => {
    const scale = deriveScale(value);
    if (!scale) {
      setToken(`palette.brand.${brandAnchorStep}`, value);
      return;
    }
    let tokens = withScale(theme.tokens, 'brand', scale);
    const darkText = resolveColor(resolved.palette.neutral['950'], resolved);
    tokens = setPath(tokens, 'color.accent.onSolid', readableOn(scale[brandAnchorStep], '#ffffff', darkText));
    if (tintsNeutrals) tokens = withScale(tokens, 'neutral', deriveNeutralScale(value));
    update({ ...theme, tokens: withReadableAccentText(tokens) });
  };

  /**
   * Accent text takes the first step of the scale that reads on every surface
   * (lighter ones on a dark page, darker ones on a light page), so a deep
   * brand colour still gives legible figures. None readable: the tokens stay
   * as they are and the contrast report says which pairs fail.
   */
  const withReadableAccentText = (tokens: TokenOverrides): TokenOverrides => {
    const page = resolveColor(resolveMerchantTheme({ ...theme, tokens }).color.surface.base, resolved);
    const darkPage = readableOn(page, '#ffffff', '#000000') === '#ffffff';
    const candidates: PaletteStep[] = darkPage ? ['300', '200', '100', '50'] : ['600', '700', '800', '900', '950'];
    for (const step of candidates) {
      const trial = setPath(tokens, 'color.accent.text', paletteRef('brand', step));
      const results = checkContrast(resolveMerchantTheme({ ...theme, tokens: trial }), accentTextPairs);
      if (results.every((result) => result.passes)) return trial;
    }
    return tokens;
  };

  const setTintedNeutrals = (on: boolean) => {
    const brand = resolveColor(resolved.palette.brand[brandAnchorStep], resolved);
    update({ ...theme, tokens: withScale(theme.tokens, 'neutral', on ? deriveNeutralScale(brand) : undefined) });
  };

  const setDensity = (density: Density) => {
    const factor = densities.find(([name]) => name === density)?.[2] ?? 1;
    let tokens = setPath(setPath(theme.tokens, 'space', undefined), 'size', undefined);
    if (factor !== 1) tokens = { ...tokens, ...scaledLengths(factor) };
    update({ ...theme, tokens });
  };

  const applyDraft = () => {
    const result = validateMerchantTheme(draft);
    if (result.ok) {
      setImportError(null);
      update(result.theme);
    } else {
      setImportError(result.error.message);
    }
  };

  return (
    <div className={styles.layout}>
      <form
        className={styles.panel}
        aria-label={t('foundations.themeEditor.title')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className={styles.row} style={{ gridTemplateColumns: '1fr 1fr' }}>
          <label className={styles.label} htmlFor={`${id}-name`}>
            Theme name
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            value={theme.name ?? ''}
            onChange={(event) => update({ ...theme, name: event.target.value })}
          />
          <label className={styles.label} htmlFor={`${id}-base`}>
            Start from
          </label>
          <select
            id={`${id}-base`}
            className={styles.input}
            value={theme.extends}
            onChange={(event) => update({ ...theme, extends: event.target.value as ShippedThemeName })}
          >
            {shippedThemeNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Colours</legend>
          {colorKnobs.map(([path, label]) => {
            const current = resolveColor(readToken(resolved, path.split('.')) ?? '', resolved);
            const set = (value: string) => (path === brandColourPath ? setBrandColour(value) : setToken(path, value));
            return (
              <div key={path} className={styles.row}>
                <label className={styles.label} htmlFor={`${id}-${path}`}>
                  {label}
                </label>
                <input
                  type="color"
                  aria-label={`${label} picker`}
                  className={styles.colorInput}
                  value={toHex(current)}
                  onChange={(event) => set(event.target.value)}
                />
                <input
                  id={`${id}-${path}`}
                  className={styles.input}
                  value={current}
                  spellCheck={false}
                  onChange={(event) => set(event.target.value)}
                />
              </div>
            );
          })}
          <label className={styles.label}>
            <input
              type="checkbox"
              checked={tintsNeutrals}
              onChange={(event) => setTintedNeutrals(event.target.checked)}
            />{' '}
            Tint the greys with the brand colour
          </label>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Shape and type</legend>
          <div className={styles.row} style={{ gridTemplateColumns: '1fr 1fr' }}>
            <label className={styles.label} htmlFor={`${id}-density`}>
              Density
            </label>
            <select
              id={`${id}-density`}
              className={styles.input}
              value={densityOf(theme.tokens)}
              onChange={(event) => setDensity(event.target.value as Density)}
            >
              {densities.map(([name, label]) => (
                <option key={name} value={name}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {lengthKnobs.map(([path, label]) => {
            const current = readToken(resolved, path.split('.')) ?? '0';
            return (
              <div key={path} className={styles.row} style={{ gridTemplateColumns: '1fr 1fr 64px' }}>
                <label className={styles.label} htmlFor={`${id}-${path}`}>
                  {label}
                </label>
                <input
                  id={`${id}-${path}`}
                  type="range"
                  min={0}
                  max={32}
                  value={Number.parseInt(current, 10) || 0}
                  onChange={(event) => setToken(path, `${event.target.value}px`)}
                />
                <span className={styles.label}>{current}</span>
              </div>
            );
          })}
          <div className={styles.row} style={{ gridTemplateColumns: '1fr 1fr' }}>
            <label className={styles.label} htmlFor={`${id}-font`}>
              Typeface
            </label>
            <select
              id={`${id}-font`}
              className={styles.input}
              value={resolved.font.family.body}
              onChange={(event) => {
                const withBody = setPath(theme.tokens, 'font.family.body', event.target.value);
                update({ ...theme, tokens: setPath(withBody, 'font.family.heading', event.target.value) });
              }}
            >
              {fontChoices.map(([stack, name]) => (
                <option key={name} value={stack}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => update({ ...theme, tokens: {} })}>
            {t('foundations.themeEditor.reset')}
          </Button>
        </div>

        <label className={styles.label} htmlFor={`${id}-json`}>
          {t('foundations.themeEditor.export')}
        </label>
        <textarea id={`${id}-json`} className={styles.textarea} readOnly value={json} />
        <div className={styles.actions}>
          <Button
            size="sm"
            onClick={async () => {
              await navigator.clipboard?.writeText(json).catch(() => undefined);
              setCopied('theme');
            }}
          >
            {copied === 'theme' ? t('foundations.themeEditor.copied') : t('foundations.themeEditor.copy')}
          </Button>
          {/* The theme as a whole brand file (README: "Add a brand"): the rest of the brand stays the build's. */}
          <Button
            size="sm"
            variant="secondary"
            onClick={async () => {
              await navigator.clipboard?.writeText(brandFileOf(json)).catch(() => undefined);
              setCopied('brandFile');
            }}
          >
            {copied === 'brandFile' ? t('foundations.themeEditor.copied') : t('foundations.themeEditor.copyBrandFile')}
          </Button>
        </div>

        <label className={styles.label} htmlFor={`${id}-import`}>
          Paste a theme JSON
        </label>
        <textarea
          id={`${id}-import`}
          className={styles.textarea}
          value={draft}
          spellCheck={false}
          aria-invalid={importError ? true : undefined}
          aria-describedby={importError ? `${id}-import-error` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        {importError ? (
          <p id={`${id}-import-error`} role="alert" className={styles.error}>
            <CircleAlert aria-hidden size={16} />
            <span>
              {t('foundations.themeEditor.invalid')}: {importError}
            </span>
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={applyDraft}>
            {t('foundations.themeEditor.import')}
          </Button>
        </div>
      </form>

      <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <ThemeScope theme={theme}>
          <section className={styles.preview} aria-label="Preview">
            <div className={styles.previewCard}>
              <span>Main wallet</span>
              <span className={styles.balance}>12,345.67</span>
              <div className={styles.actions}>
                <Button>Deposit</Button>
                <Button variant="secondary">Withdraw</Button>
                <Button variant="ghost">Records</Button>
              </div>
            </div>
            <div className={styles.previewCard}>
              <strong>Welcome bonus 100%</strong>
              <span style={{ color: 'var(--lobby-color-text-secondary)' }}>
                Deposit today and double your first top-up, up to 1,000,000 VND.
              </span>
              <a href="#terms">Terms and conditions</a>
            </div>
          </section>
        </ThemeScope>
        <section aria-label="Contrast report" className={styles.panel}>
          {failing.length === 0 ? (
            <p className={styles.ok}>All {checkContrast(resolved).length} contrast pairs meet WCAG 2.2 AA.</p>
          ) : (
            <div role="status" className={styles.error}>
              <CircleAlert aria-hidden size={16} />
              <div>
                <p>{failing.length} contrast pairs fail WCAG 2.2 AA:</p>
                <ul>
                  {failing.slice(0, 8).map((result) => (
                    <li key={`${result.foreground}|${result.background}|${result.kind}`}>
                      {result.foreground} on {result.background}: {result.ratio.toFixed(2)}:1 (needs {result.minimum}:1)
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
