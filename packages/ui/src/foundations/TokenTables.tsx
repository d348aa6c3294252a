import { type ContrastResult, checkContrast, resolveColor } from '../theme/contrast';
import { cssVarName, paletteNames, paletteSteps, readToken, type ThemeTokens, tokenPaths } from '../theme/tokens';
import * as styles from './foundations.css';

/**
 * Reference tables of the token contract for designers and merchants. They
 * read the theme's token data for names, values and ratios, and paint with the
 * live CSS variables, so a runtime override shows up here too.
 */

const colorGroups = [
  ['Surfaces', 'color.surface'],
  ['Text', 'color.text'],
  ['Borders', 'color.border'],
  ['Accent (primary actions, wins)', 'color.accent'],
  ['Highlight (selection, links)', 'color.highlight'],
  ['Success', 'color.success'],
  ['Warning', 'color.warning'],
  ['Danger', 'color.danger'],
] as const;

export function ColorRoles({ tokens }: { tokens: ThemeTokens }) {
  return (
    <div className={styles.page}>
      {colorGroups.map(([title, prefix]) => {
        const group = readGroup(tokens, prefix);
        return (
          <section key={prefix} className={styles.section} aria-labelledby={`roles-${prefix}`}>
            <h2 id={`roles-${prefix}`} className={styles.heading}>
              {title}
            </h2>
            <div className={styles.grid}>
              {tokenPaths(group).map((path) => {
                const full = [...prefix.split('.'), ...path];
                const raw = readToken(tokens, full) ?? '';
                return (
                  <div key={full.join('.')} className={styles.card}>
                    <div className={styles.swatch} style={{ background: `var(${cssVarName(full)})` }} />
                    <span className={styles.tokenName}>{cssVarName(full)}</span>
                    <span className={styles.value}>{resolveColor(raw, tokens)}</span>
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function readGroup(tokens: ThemeTokens, prefix: string): object {
  let node: unknown = tokens;
  for (const key of prefix.split('.')) node = (node as Record<string, unknown>)[key];
  return node as object;
}

export function Palette({ tokens }: { tokens: ThemeTokens }) {
  return (
    <div className={styles.page}>
      {paletteNames.map((name) => (
        <section key={name} className={styles.section} aria-labelledby={`palette-${name}`}>
          <h2 id={`palette-${name}`} className={styles.heading}>
            {name}
          </h2>
          <div className={styles.paletteRow}>
            {paletteSteps.map((step) => (
              <div key={step} style={{ display: 'grid', gap: 4 }}>
                <div className={styles.paletteChip} style={{ background: `var(--lobby-palette-${name}-${step})` }} />
                <span className={styles.value}>{step}</span>
                <span className={styles.value}>{tokens.palette[name][step]}</span>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const kindLabel: Record<ContrastResult['kind'], string> = {
  text: 'Text',
  'large-text': 'Large text',
  ui: 'UI boundary',
};

export function ContrastTable({ tokens }: { tokens: ThemeTokens }) {
  const results = checkContrast(tokens);
  const failing = results.filter((result) => !result.passes).length;
  return (
    <section className={styles.section} aria-labelledby="contrast-title">
      <h2 id="contrast-title" className={styles.heading}>
        WCAG 2.2 AA contrast: {results.length - failing} of {results.length} pairs pass
      </h2>
      <p className={styles.lead}>
        Every foreground and background the components put together, measured from the theme's tokens. Text needs 4.5:1;
        large text and UI boundaries (control outlines, focus ring, selection fills) need 3:1.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell}>Sample</th>
            <th className={styles.cell}>Foreground</th>
            <th className={styles.cell}>Background</th>
            <th className={styles.cell}>Kind</th>
            <th className={styles.cell}>Ratio</th>
            <th className={styles.cell}>Result</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={`${result.foreground}|${result.background}|${result.kind}`}>
              <td className={styles.cell}>
                <ContrastSample result={result} />
              </td>
              <td className={`${styles.cell} ${styles.tokenName}`}>{result.foreground}</td>
              <td className={`${styles.cell} ${styles.tokenName}`}>{result.background}</td>
              <td className={styles.cell}>{kindLabel[result.kind]}</td>
              <td className={styles.cell}>{result.ratio.toFixed(2)}:1</td>
              <td className={`${styles.cell} ${result.passes ? styles.pass : styles.fail}`}>
                {result.passes ? 'Pass' : `Fail (needs ${result.minimum}:1)`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ContrastSample({ result }: { result: ContrastResult }) {
  const color = `var(${cssVarName(result.foreground.split('.'))})`;
  const background = `var(${cssVarName(result.background.split('.'))})`;
  if (result.kind === 'ui') {
    // A boundary, not text: drawn as an outlined box.
    return (
      <span
        aria-hidden
        className={styles.sample}
        style={{ display: 'inline-block', width: 48, height: 24, background, boxShadow: `inset 0 0 0 2px ${color}` }}
      />
    );
  }
  const large = result.kind === 'large-text' ? { fontSize: 24, fontWeight: 700 } : {};
  return (
    <span className={styles.sample} style={{ color, background, ...large }}>
      Aa 中文
    </span>
  );
}

const sizeNames = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'] as const;

export function TypeScale({ tokens }: { tokens: ThemeTokens }) {
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="type-families">
        <h2 id="type-families" className={styles.heading}>
          Families
        </h2>
        {(['body', 'heading', 'mono'] as const).map((family) => (
          <div key={family} className={styles.card}>
            <span className={styles.tokenName}>{cssVarName(['font', 'family', family])}</span>
            <span style={{ fontFamily: `var(${cssVarName(['font', 'family', family])})`, fontSize: 20 }}>
              Win big on 5,000+ games · 超过 5,000 款游戏 · 0123456789
            </span>
            <span className={styles.value}>{tokens.font.family[family]}</span>
          </div>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="type-sizes">
        <h2 id="type-sizes" className={styles.heading}>
          Sizes
        </h2>
        {sizeNames.map((size) => (
          <div
            key={size}
            style={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 16, alignItems: 'baseline' }}
          >
            <span className={styles.tokenName}>
              {size} · {tokens.font.size[size]}
            </span>
            <span className={styles.typeSample} style={{ fontSize: `var(--lobby-font-size-${size})` }}>
              Register, play, win · 注册、游戏、赢取
            </span>
          </div>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="type-weights">
        <h2 id="type-weights" className={styles.heading}>
          Weights and figures
        </h2>
        {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
          <div key={weight} style={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 16 }}>
            <span className={styles.tokenName}>{weight}</span>
            <span
              style={{ fontWeight: `var(--lobby-font-weight-${weight})` as never, fontVariantNumeric: 'tabular-nums' }}
            >
              Balance 12,345.67 · 1,111.11 · 余额
            </span>
          </div>
        ))}
      </section>
    </div>
  );
}

export function SpaceScale({ tokens }: { tokens: ThemeTokens }) {
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="space-title">
        <h2 id="space-title" className={styles.heading}>
          Space
        </h2>
        {Object.entries(tokens.space).map(([name, size]) => (
          <div key={name} style={{ display: 'grid', gridTemplateColumns: '200px 1fr', gap: 16, alignItems: 'center' }}>
            <span className={styles.tokenName}>
              {cssVarName(['space', name])} · {size}
            </span>
            <div className={styles.bar} style={{ width: `var(${cssVarName(['space', name])})` }} />
          </div>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="radius-title">
        <h2 id="radius-title" className={styles.heading}>
          Radii
        </h2>
        <div className={styles.grid}>
          {Object.entries(tokens.radius).map(([name, size]) => (
            <div key={name} className={styles.card}>
              <div className={styles.radiusBox} style={{ borderRadius: `var(${cssVarName(['radius', name])})` }} />
              <span className={styles.tokenName}>{cssVarName(['radius', name])}</span>
              <span className={styles.value}>{size}</span>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="shadow-title">
        <h2 id="shadow-title" className={styles.heading}>
          Shadows
        </h2>
        <div className={styles.grid}>
          {Object.entries(tokens.shadow).map(([name, shadow]) => (
            <div key={name} style={{ display: 'grid', gap: 8 }}>
              <div className={styles.shadowBox} style={{ boxShadow: `var(${cssVarName(['shadow', name])})` }} />
              <span className={styles.tokenName}>{cssVarName(['shadow', name])}</span>
              <span className={styles.value}>{shadow}</span>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="layers-title">
        <h2 id="layers-title" className={styles.heading}>
          Layers, motion and breakpoints
        </h2>
        <table className={styles.table}>
          <tbody>
            {(['zIndex', 'motion', 'breakpoint', 'size'] as const).flatMap((group) =>
              tokenPaths(tokens[group]).map((path) => (
                <tr key={[group, ...path].join('.')}>
                  <td className={`${styles.cell} ${styles.tokenName}`}>{cssVarName([group, ...path])}</td>
                  <td className={`${styles.cell} ${styles.value}`}>{readToken(tokens[group], path)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/**
 * Every token of the contract, generated from it: its path, its CSS custom
 * property and its value in each shipped theme (palette references followed
 * to their colour). A token added to the contract appears here by itself.
 */
export function AllTokens({ themes }: { themes: Readonly<Record<string, ThemeTokens>> }) {
  const names = Object.keys(themes);
  const [first] = Object.values(themes);
  if (!first) return null;
  const paths = tokenPaths(first);
  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        {paths.length} tokens. Override any of them with its CSS custom property, or by its path in a theme JSON.
      </p>
      <table className={styles.table}>
        <caption className={styles.lead}>The token contract, in every shipped theme</caption>
        <thead>
          <tr>
            <th className={styles.cell}>Token</th>
            <th className={styles.cell}>CSS custom property</th>
            {names.map((name) => (
              <th key={name} className={styles.cell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paths.map((path) => (
            <tr key={path.join('.')}>
              <th scope="row" className={styles.cell}>
                {path.join('.')}
              </th>
              <td className={styles.cell}>
                <code>{cssVarName(path)}</code>
              </td>
              {names.map((name) => {
                const tokens = themes[name];
                const raw = tokens ? (readToken(tokens, path) ?? '') : '';
                return (
                  <td key={name} className={styles.cell}>
                    {tokens ? resolveColor(raw, tokens) : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
