import type { LanguageCode } from '@lobby/i18n';
import type { MerchantTheme, ShippedThemeName } from '@lobby/ui';
import * as v from 'valibot';
import { applyBrandAssets } from './brandAssets';
import type { BrandConfig, BrandFileProblem, LoadedBrand } from './types';

/**
 * A brand file: the brand as a merchant deploys it next to `index.html`
 * (`brand.json`), read at start-up so one build serves any merchant. It names
 * a built-in brand to start from (`extends`, default the build's) and the
 * fields it changes; nested groups (`features`, `social`) change field by
 * field. What the deployment's headers decide (the platform's address and the
 * content security policy) stays the build's. An unknown field is refused, so
 * a misspelt switch is reported instead of silently ignored.
 */

const shippedThemes = ['dark', 'light', 'aurora'] as const satisfies readonly ShippedThemeName[];

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));

/** An address on the site's own origin (a path) or an https address: what the page may load a picture or font from. */
const assetAddress = v.pipe(
  v.string(),
  v.check(
    (value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^/]/i.test(value),
    'must be a path on this site ("/brand/logo.svg") or an https address',
  ),
);

/** Fonts come from the site alone: the content security policy takes them from nowhere else. */
const sitePath = v.pipe(
  v.string(),
  v.check((value) => /^\/(?!\/)/.test(value), 'must be a path on this site ("/brand/face.woff2")'),
);

const httpAddress = v.pipe(
  v.string(),
  v.check((value) => /^https?:\/\/[^/]/i.test(value), 'must be an http(s) address'),
);

const image = v.strictObject({
  src: assetAddress,
  width: v.pipe(
    v.number(),
    v.integer(),
    v.check((value) => value >= 1, 'must be at least 1'),
  ),
  height: v.pipe(
    v.number(),
    v.integer(),
    v.check((value) => value >= 1, 'must be at least 1'),
  ),
});

const isPlainObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A merchant theme's shape here; its tokens are checked by the theme
 * validator when the theme is applied (app/theme.ts), which falls back to the
 * theme it extends and names the wrong token.
 */
const themeSource = v.union(
  [
    v.picklist(shippedThemes),
    v.strictObject({
      name: v.optional(v.string()),
      extends: v.picklist(shippedThemes),
      tokens: v.custom<MerchantTheme['tokens']>(isPlainObject, 'must be an object of tokens'),
    }),
  ],
  'must be "dark", "light", "aurora" or a theme object with "extends" and "tokens"',
);

/** A currency code this browser can write money in. */
const knownCurrency = (code: string) =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency').includes(code) : true;

const logoList = v.array(v.strictObject({ name: text(80), logoUrl: v.optional(assetAddress) }));

/**
 * What the site knows when it reads a file: its built-in brands and its
 * languages. Passed in rather than imported, so this module (loaded only when
 * a file is there) needs nothing from the app's own code while it starts.
 */
export interface BrandFileContext {
  brands: Readonly<Record<string, BrandConfig>>;
  languageCodes: readonly LanguageCode[];
}

export const brandFileSchemaOf = ({ brands, languageCodes }: BrandFileContext) => {
  const language = v.picklist(languageCodes);
  return v.strictObject({
    /** The built-in brand the file starts from. */
    extends: v.optional(v.picklist(Object.keys(brands))),
    siteName: v.optional(text(60)),
    siteLabel: v.optional(text(80)),
    merchantCode: v.optional(v.pipe(text(40), v.regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only'))),
    defaultLanguage: v.optional(language),
    languages: v.optional(v.pipe(v.array(language), v.minLength(1, 'must name at least one language'))),
    currency: v.optional(
      v.strictObject({
        code: v.pipe(
          v.string(),
          v.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as "PHP"'),
          v.check(knownCurrency, 'is not a currency this browser knows'),
        ),
        symbol: v.optional(text(6)),
      }),
    ),
    theme: v.optional(themeSource),
    colourSchemes: v.optional(v.strictObject({ light: themeSource, dark: themeSource })),
    logo: v.optional(image),
    compactLogo: v.optional(image),
    favicon: v.optional(assetAddress),
    fonts: v.optional(
      v.array(
        v.strictObject({
          family: v.pipe(text(60), v.regex(/^[\w -]+$/, 'letters, digits, spaces and "-" only')),
          src: sitePath,
          weight: v.optional(
            v.pipe(v.string(), v.regex(/^\d{3}( \d{3})?$/, 'a weight ("400") or a range ("100 900")')),
          ),
          style: v.optional(v.picklist(['normal', 'italic'])),
        }),
      ),
    ),
    chatHeaderColor: v.optional(
      v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour such as "#161b28"')),
    ),
    prizeModes: v.optional(v.array(v.picklist(['Lott', 'ZY', 'Elott', 'SEA']))),
    esportsVendors: v.optional(v.array(text(20))),
    seamlessVendors: v.optional(v.array(text(20))),
    betRecordsRelay: v.optional(text(60)),
    features: v.optional(
      v.strictObject({
        loginedToHomePage: v.optional(v.boolean()),
        googleLogin: v.optional(v.boolean()),
        facebookLogin: v.optional(v.boolean()),
      }),
    ),
    social: v.optional(
      v.strictObject({
        facebookUrl: v.optional(httpAddress),
        email: v.optional(v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address'))),
      }),
    ),
    paymentMethods: v.optional(logoList),
    licences: v.optional(logoList),
  });
};

export type BrandFileResult = { ok: true; brand: BrandConfig } | { ok: false; problems: BrandFileProblem[] };

/** The brand a file describes on top of its base, or every field that is wrong (then nothing of it is used). */
export function brandFromFile(input: unknown, base: BrandConfig, context: BrandFileContext): BrandFileResult {
  const parsed = v.safeParse(brandFileSchemaOf(context), input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })),
    };
  }
  const { extends: extended, features, social, ...fields } = parsed.output;
  const start = extended ? (context.brands[extended] ?? base) : base;
  const brand: BrandConfig = {
    ...start,
    ...withoutUndefined(fields),
    features: { ...start.features, ...withoutUndefined(features ?? {}) },
    social: { ...start.social, ...withoutUndefined(social ?? {}) },
  };
  // A file that names its one theme means that look only, not the light and dark pair it started from.
  if (fields.theme !== undefined && fields.colourSchemes === undefined) delete brand.colourSchemes;
  if (!brand.languages.includes(brand.defaultLanguage)) {
    const field = fields.defaultLanguage ? 'defaultLanguage' : 'languages';
    return { ok: false, problems: [{ field, message: `must include the default language ${brand.defaultLanguage}` }] };
  }
  return { ok: true, brand };
}

function withoutUndefined<T extends object>(value: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const kept: { [K in keyof T]?: Exclude<T[K], undefined> } = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    const field = value[key];
    // Checked just above: TypeScript does not narrow a value read through a generic key.
    if (field !== undefined) kept[key] = field as Exclude<T[keyof T], undefined>;
  }
  return kept;
}

/**
 * A deployed file's text read as the brand to serve: the file's brand (its
 * name, icon and fonts put on the page at once), or the built-in brand and
 * the wrong fields, also told in the console.
 */
export function readBrandFile(
  text: string,
  { address, builtIn, ...context }: BrandFileContext & { address: string; builtIn: BrandConfig },
): LoadedBrand {
  let result: BrandFileResult;
  try {
    result = brandFromFile(JSON.parse(text), builtIn, context);
  } catch (error) {
    result = { ok: false, problems: [{ field: '', message: `is not valid JSON: ${(error as Error).message}` }] };
  }
  if (result.ok) {
    applyBrandAssets(result.brand);
    return { brand: result.brand, problems: [] };
  }
  const lines = result.problems.map(({ field, message }) => `  ${field || '(the file)'}: ${message}`);
  console.error(
    `The brand file ${address} is invalid; the built-in brand "${builtIn.siteName}" is served.\n${lines.join('\n')}`,
  );
  return { brand: builtIn, problems: result.problems };
}
