import type { Plugin } from 'vite';
import { type PageFiles } from './routePreload.ts';
import { type StartupData } from './startupCalls.ts';
/** What the splash says when the app's code cannot be fetched, per saved language (`lang`). */
export interface LoadFailureTexts {
  [language: string]: {
    message: string;
    reload: string;
  };
}
/** The id of the data block that tells the page's loader scripts what to load. */
export declare const bootDataId = 'lobby-boot';
/**
 * What the built page loads, read by its inline scripts from a JSON data block
 * (`<script type="application/json">`, which never runs). The scripts
 * themselves are the same bytes in every build, so their hashes in the
 * content security policy (`securityHeaders.ts`) do not change when a file
 * name does, and a server config written once keeps matching.
 */
export interface BootData {
  styles: string[];
  scripts: string[];
  /** Per route path, the page's own files: asked for beside the app's when the page opens at that address. */
  routes: Record<string, PageFiles>;
  failure: LoadFailureTexts;
  /** The start-up reads the page asks for before the app's code (`startupCallsScript`). */
  startup?: StartupData;
}
/** Inserts the stylesheets from the head without holding the first paint. */
export declare const loadStylesScript: string;
/** Requests the app's scripts after the splash's frame, and shows a reload when they cannot be fetched. */
export declare const loadScriptsScript: string;
/** Every inline script the built page runs, in page order: what the content security policy hashes. */
export declare const splashInlineScripts: readonly string[];
/**
 * The built page paints its splash before it asks for the app.
 *
 * Vite writes the first route's stylesheet and scripts as tags in the head.
 * A parser-created stylesheet holds the first paint until it arrives, and on a
 * phone the scripts (about 150 KB) then download ahead of anything the player
 * sees. Here the stylesheet is inserted by a script, so it downloads at once
 * without holding the splash (the app waits for it before rendering, see
 * `stylesReady`), and the scripts are requested right after the frame that
 * shows the splash: in a background tab, where frames wait until the tab
 * shows, at once. If they cannot be fetched, the splash says so, in the saved
 * language, with a reload button, rather than showing the brand for ever.
 *
 * A page opened at its own address (a shared link to /rng) has its code
 * asked for at the same moment, beside the app's, rather than once the app
 * has run and routed: `routeModules` names the page module of each lazily
 * loaded route, and the data block lists each one's files.
 */
export declare function splashFirst(
  failure: LoadFailureTexts,
  routeModules?: Record<string, string>,
  startupData?: () => Promise<StartupData>,
): Plugin;
