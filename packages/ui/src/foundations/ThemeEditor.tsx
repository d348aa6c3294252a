import { useTranslation } from '@lobby/i18n';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { checkContrast, parseColor, resolveColor } from '../theme/contrast';
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
import { readToken } from '../theme/tokens';
import * as styles from './ThemeEditor.css';

/** The knobs a merchant most often turns; anything else can go in the JSON. */
const colorKnobs = [
  ['palette.brand.400', 'Brand colour'],
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
  const [copied, setCopied] = useState(false);

  const resolved = useMemo(() => resolveMerchantTheme(theme), [theme]);
  const failing = useMemo(() => checkContrast(resolved).filter((result) => !result.passes), [resolved]);
  const json = exportMerchantTheme(theme);

  const update = (next: MerchantTheme) => {
    setTheme(next);
    setCopied(false);
    onChange?.(next);
  };
  const setToken = (path: string, value: string | undefined) =>
    update({ ...theme, tokens: setPath(theme.tokens, path, value) });

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
                  onChange={(event) => setToken(path, event.target.value)}
                />
                <input
                  id={`${id}-${path}`}
                  className={styles.input}
                  value={current}
                  spellCheck={false}
                  onChange={(event) => setToken(path, event.target.value)}
                />
              </div>
            );
          })}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Shape and type</legend>
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
              setCopied(true);
            }}
          >
            {copied ? t('foundations.themeEditor.copied') : t('foundations.themeEditor.copy')}
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
