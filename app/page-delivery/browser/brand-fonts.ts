// The brand fonts' warm-up on a first visit (docs/decisions/0072-brand-fonts-after-first-visit.md):
// fetches the two font files into the browser's cache, then notes in localStorage that this
// browser has them, so that every later page declares the faces from its first paint. Imported by
// the inline <head> bootstrap (app/page-delivery/server/brand-fonts.ts) a while after the load
// event; a module of the browser build (app/page-delivery/server/browser-modules-plugin.ts).
export default function warmBrandFonts(urls: string[], key: string): void {
  Promise.all(
    urls.map((url) =>
      fetch(url).then((res) => {
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        return res.arrayBuffer();
      }),
    ),
  )
    .then(() => localStorage.setItem(key, urls.join(" ")))
    .catch(() => {
      // Offline, or no localStorage (private mode, blocked storage): the fallbacks next time too.
    });
}
