import type { LanguageCode } from '@lobby/i18n';
import type { MerchantTheme, ShippedThemeName } from '@lobby/ui';

/** A shipped theme by name, or a merchant theme JSON applied at start-up. */
export type ThemeSource = ShippedThemeName | MerchantTheme;

/** A logo: its intrinsic size gives the aspect ratio, the place it is shown gives the height. */
export interface BrandImage {
  src: string;
  width: number;
  height: number;
}

/** A font face the brand's theme names, served from the site (the content security policy takes fonts from nowhere else). */
export interface BrandFont {
  family: string;
  src: string;
  /** A weight ("400") or, for a variable font, a range ("100 900"). */
  weight?: string;
  style?: 'normal' | 'italic';
}

/**
 * A merchant's configuration of the site. One file
 * per brand in this folder; the build picks one with `VITE_BRAND`.
 */
export interface BrandConfig {
  /** Shown in the header, footer and title. */
  siteName: string;
  /** Footer copyright label (copyright with year 2025 and site label). */
  siteLabel: string;
  merchantCode: string;
  /** The platform's `platform` parameter for the web client. */
  platform: 'web';
  device: 'WEB';
  lotteryType: 'SEA';
  defaultLanguage: LanguageCode;
  languages: readonly LanguageCode[];
  /**
   * The currency players' money is in: its ISO 4217 code decides the decimals
   * and where the symbol goes (`Intl.NumberFormat`); `symbol`, when given,
   * is written in place of the code's own symbol (the platform's default is "P").
   */
  currency: { code: string; symbol?: string };
  prizeModes: readonly ('Lott' | 'ZY' | 'Elott' | 'SEA')[];
  /** Header colour of the customer-service chat window. */
  chatHeaderColor: string;
  /** A shipped theme, or a merchant theme JSON applied at start-up without a rebuild. */
  theme: ThemeSource;
  /**
   * When set, players may switch between a light and a dark look (the side
   * menu's switch), starting from their device's preference
   * (`prefers-color-scheme`); `theme` is then unused.
   */
  colourSchemes?: { light: ThemeSource; dark: ThemeSource };
  /** The header's logo; without one the header writes the site's name. */
  logo?: BrandImage;
  /** A square mark for phones, where the full logo would crowd the balance. */
  compactLogo?: BrandImage;
  /** The browser tab's icon (the build's own icon when unset). */
  favicon?: string;
  /** Font faces to load for the theme's type tokens. */
  fonts?: readonly BrandFont[];
  /** Account types that see the agent center. */
  agentTypes: readonly number[];
  /** Account types that are trial (non-formal) accounts. */
  trialTypes: readonly number[];
  /** Vendors split from SPORTS into the ESPORTS category (docs/product.md#header). */
  esportsVendors: readonly string[];
  /**
   * Vendors on the merchant's seamless wallet: their games open on /seamless
   * instead of /game. The platform's vendor list does not say which they are,
   * so the merchant names them here.
   */
  seamlessVendors: readonly string[];
  /** Platform base URL; '' is the site's own origin. */
  platformBaseUrl: string;
  /**
   * The relay (`SERVICE_method`) that reads third-party bets for the betting
   * record: the platform's record page names it per deployment.
   */
  betRecordsRelay: string;
  /**
   * Hosts beyond the site's own origin that the content security policy lets
   * the page reach (sites/web/build/securityHeaders.ts; docs/security.md).
   * Each is an https origin, optionally with a `*.` wildcard for subdomains:
   * `https://img.example.com`, `https://*.vendor.example`.
   */
  contentSecurity: {
    /** The image CDNs the permission answer lists (`imageCDNs`), and where notices and banners keep pictures. */
    imageHosts: readonly string[];
    /** The launch CDNs (`launchGameCDNs`) and the vendors whose games open in the /game frame. */
    frameHosts: readonly string[];
    /** Hosts the page calls besides the platform (`platformBaseUrl` is always in). */
    connectHosts: readonly string[];
    /**
     * The merchant uses the Google tag its settings name (`analytics.gtagId`):
     * the policy lets Google's tag hosts in. Off, the site never loads the tag.
     * The tag runs with the page's rights and can read the session.
     */
    googleTag: boolean;
  };
  features: {
    /** Visitors without a session go to /login (docs/product.md#route-guard). */
    loginedToHomePage: boolean;
    googleLogin: boolean;
    facebookLogin: boolean;
  };
  social: {
    facebookUrl?: string;
    email?: string;
  };
  /** Footer logos: payment methods and licences; a logo URL is optional. */
  paymentMethods: readonly { name: string; logoUrl?: string }[];
  licences: readonly { name: string; logoUrl?: string }[];
}

/** One thing wrong with a brand file: where (a dotted path, "" for the file itself) and what. */
export interface BrandFileProblem {
  field: string;
  message: string;
}

/** The brand a site serves, and what is wrong with its deployed brand file (when any, the built-in brand is served). */
export interface LoadedBrand {
  brand: BrandConfig;
  problems: readonly BrandFileProblem[];
}
