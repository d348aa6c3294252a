/** A query value the page fills in when it runs: the merchant (the brand file may change it) or its own host. */
export type StartupValue =
  | string
  | {
      from: 'merchantCode' | 'host';
    };
/** One call the page starts before the app's code, as the platform client would send it. */
export interface StartupCall {
  path: string;
  /** In the client's order; a pair per field. */
  query: [string, StartupValue][];
  moduleId?: string;
  /** `optional`: the session's token travels when there is one. */
  token: 'none' | 'optional';
  /** The answer names the home page's lead banner, whose image is asked for as soon as it is known. */
  leadBanner?: boolean;
}
/** What the page's start-up script needs: where the platform is, who is asking, and which calls to start. */
export interface StartupData {
  baseUrl: string;
  merchantCode: string;
  defaultLanguage: string;
  languages: string[];
  device: string;
  moduleIdHeader: string;
  /** The deployed brand file, which may name another merchant or language (src/brands/loadBrand.ts). */
  brandFile: string | null;
  /** The addresses that open on the home page, where the lead banner is the largest paint. */
  homePaths: string[];
  /** The banner group the home page shows (`homeBannersOf`). */
  homeBannerGroup: string;
  calls: StartupCall[];
}
/** Where the page remembers the last lead banner, to ask for it first on the next visit. */
export declare const leadBannerKey = 'lobby.leadBanner';
/**
 * Runs in the head, before anything else: asks for the start-up reads and,
 * on the home page, the lead banner's image, while the app's code is still
 * on its way. The answers wait on `window.__lobbyStartup` for the platform
 * client, which takes each one once (src/app/startup/startupAnswers.ts).
 * Same bytes in every build (it reads the data block), so its hash in the
 * content security policy never changes.
 */
export declare const startupCallsScript: string;
