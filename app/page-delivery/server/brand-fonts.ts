// The two brand fonts from a visitor's second page on (docs/decisions/0072-brand-fonts-after-first-visit.md).
// A first visit paints at once in the size-matched fallbacks and, a little after the page has
// loaded, fetches the two files into the browser's cache; every later page declares the fonts from its
// first paint, finds them cached, and shows them with nothing shifting (font-display: optional).
// The first paint of a first visit then waits for no font file (Lighthouse counted both
// against LCP).

// The brand faces in the built stylesheet (app/theme.css); their size-matched fallbacks stay.
const BRAND_FACE = /@font-face\{[^}]*font-family:\s*["']?(?:Inter|Fraunces) Variable["']?;[^}]*\}/g;
const FONT_URL = /url\(["']?([^"')]+)["']?\)/;
/** localStorage key: the font URLs this browser has fetched (a deploy with new files re-fetches). */
export const BRAND_FONTS_KEY = "hfs-fonts";

export interface BrandFonts {
  /** The stylesheet without the brand faces. */
  css: string;
  /** The brand @font-face rules. */
  faces: string;
  urls: string[];
}

export function splitBrandFonts(css: string): BrandFonts {
  const faces = css.match(BRAND_FACE) ?? [];
  return {
    css: css.replace(BRAND_FACE, ""),
    faces: faces.join(""),
    urls: faces.flatMap((face) => FONT_URL.exec(face)?.[1] ?? []),
  };
}

/**
 * How long after the load event a first visit fetches the two files: past the page's largest
 * paint, even one that waits for an image, so that 60 KB of fonts never compete with what the
 * visitor is waiting for (docs/decisions/0093-first-round-trip.md).
 */
export const FONT_WARMUP_DELAY_MS = 2000;

// The inline <head> part, the only one the first paint needs (a string constant, ES5, minified:
// test/unit/light-pages.test.ts parses it): on a later page, the faces from the first paint; on a
// first visit, the built warm-up module (app/page-delivery/browser/brand-fonts.ts) a while after
// the load event. Arguments: faces, URLs, localStorage key, delay, module URL.
const BRAND_FONTS_BOOTSTRAP =
  "(function(f,u,k,d,m){try{if(localStorage.getItem(k)===u.join(' ')){var s=document.createElement(" +
  "'style');s.textContent=f;document.head.appendChild(s);return}addEventListener('load',function(){" +
  "setTimeout(function(){import(m).then(function(x){x.default(u,k)})},d)})}catch(e){}})";

/** The <head> script of a page whose stylesheet lost its brand faces to splitBrandFonts. */
export function brandFontsScript(nonce: string, fonts: BrandFonts, module: string): string {
  if (!fonts.urls.length) return "";
  const args = [fonts.faces, fonts.urls, BRAND_FONTS_KEY, FONT_WARMUP_DELAY_MS, module]
    .map((a) => JSON.stringify(a))
    .join(",");
  const source = `${BRAND_FONTS_BOOTSTRAP}(${args})`.replaceAll("</", "<\\/");
  return `<script nonce="${nonce}">${source}</script>`;
}
