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

// Inlined as source text (like the page script), so it uses only its parameters and globals.
function brandFontsLoader(faces: string, urls: string[], key: string, delayMs: number): void {
  try {
    if (localStorage.getItem(key) === urls.join(" ")) {
      const style = document.createElement("style");
      style.textContent = faces;
      document.head.appendChild(style);
      return;
    }
    addEventListener("load", () =>
      setTimeout(() => {
        Promise.all(
          urls.map((url) =>
            fetch(url).then((res) => {
              if (!res.ok) throw new Error(`${url}: ${res.status}`);
              return res.arrayBuffer();
            }),
          ),
        )
          .then(() => localStorage.setItem(key, urls.join(" ")))
          .catch(() => {});
      }, delayMs),
    );
  } catch {
    // No localStorage (private mode, blocked storage): the fallbacks, as on a first visit.
  }
}

/** The <head> script of a page whose stylesheet lost its brand faces to splitBrandFonts. */
export function brandFontsScript(nonce: string, fonts: BrandFonts): string {
  if (!fonts.urls.length) return "";
  const args = [fonts.faces, fonts.urls, BRAND_FONTS_KEY, FONT_WARMUP_DELAY_MS]
    .map((a) => JSON.stringify(a))
    .join(",");
  const source = `(${brandFontsLoader.toString()})(${args})`.replaceAll("</", "<\\/");
  return `<script nonce="${nonce}">${source}</script>`;
}
