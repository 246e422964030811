// The after-paint loader: the one inline script (with the request's CSP nonce) at the end of every
// page's <body>, which loads our light modules (the page script, a light page's own modules) once
// the page has shown its first text or image (the browser's first-contentful-paint entry; where
// that cannot be observed, the frame after the first) and has loaded (its eager images, the
// largest paint among them). Nothing a page shows first waits for our scripts, and on a slow
// connection their requests do not compete with the page's HTML and its largest image
// (docs/decisions/0101-page-delivery.md).
//
// The modules are built files (app/page-delivery/server/browser-modules-plugin.ts; their source
// files in dev), fetched together and run in the order given: each module's default export is
// called with its `data`. A module that fails is reported and the next still runs.
//
// This bootstrap is the only code written here rather than in app/page-delivery/browser/: it must
// be inline to start before any request of ours, and it only imports the built modules' URLs.
// It is a string constant, ES5 and already minified (test/unit/light-pages.test.ts parses it).
import { scriptJson } from "./script-json";

/** A module to load, with the `data` its default export is called with. */
export interface ModuleLoad {
  src: string;
  data?: Record<string, string>;
}

const AFTER_FIRST_PAINT =
  "(function(f){var p=!1,l=document.readyState==='complete',go=function(){p&&l&&setTimeout(function(){" +
  "var m=f.map(function(x){return import(x.src)});m.reduce(function(c,n,i){return c.then(function(){" +
  "return n}).then(function(x){x.default&&x.default(f[i].data||{})}).catch(function(e){setTimeout(" +
  "function(){throw e})})},Promise.resolve())})};l||addEventListener('load',function(){l=!0;go()});" +
  "try{new PerformanceObserver(function(e,o){if(!e.getEntriesByName('first-contentful-paint').length)" +
  "return;o.disconnect();p=!0;go()}).observe({type:'paint',buffered:!0})}catch(e){" +
  "requestAnimationFrame(function(){p=!0;go()})}})";

/** The loader's text for a page's modules. */
export function loadAfterFirstPaint(files: ModuleLoad[]): string {
  return `${AFTER_FIRST_PAINT}(${scriptJson(files)})`;
}
