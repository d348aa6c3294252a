import type { Plugin } from 'vite';

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
 * shows, at once.
 */
export function splashFirst(): Plugin {
  return {
    name: 'lobby-splash-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts: string[] = [];
        const styles: string[] = [];
        const rest = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
            scripts.push(src);
            return '';
          })
          .replace(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) => {
            styles.push(href);
            return '';
          });
        if (scripts.length === 0) throw new Error('splashFirst: the built page lists no module scripts');
        if (/<link rel="modulepreload"/.test(rest))
          throw new Error('splashFirst: modulepreload links would start the scripts before the splash paints');
        const loadStyles = `<script>for(const href of ${JSON.stringify(styles)}){const link=document.createElement('link');link.rel='stylesheet';link.crossOrigin='';link.href=href;link.dataset.lobbyStyles='';document.head.append(link)}</script>`;
        const loadScripts = `<script>(()=>{let started=false;const start=()=>{if(started)return;started=true;for(const src of ${JSON.stringify(scripts)}){const script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=src;document.head.append(script)}};if(document.visibilityState==='hidden')start();else{requestAnimationFrame(()=>setTimeout(start));setTimeout(start,500)}})()</script>`;
        return rest.replace('</head>', `  ${loadStyles}\n  </head>`).replace('</body>', `  ${loadScripts}\n  </body>`);
      },
    },
  };
}
