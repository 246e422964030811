// Edits to every server-rendered page, made on the way out (outside React, so none of it is also
// shipped inside the client JavaScript):
// - The stylesheet goes inline into <head>: no render-blocking request (issue 12). React 19
//   leaves unknown nodes in <head> alone when it hydrates. Three nested stylesheets: content.css
//   (pages without hydration), app.css (the visitors' hydrated pages) and admin.css (all of it,
//   linked by the owner's pages on top of app.css).
// - React Router's <link rel="modulepreload"> tags are dropped: the page is complete, server-
//   rendered HTML (forms and links work before hydration), so its text, LCP image and fonts get
//   the connection first; the module script at the end of <body> then loads the same modules.
//   Measured with Lighthouse mobile: LCP 2.3-2.7 s -> 0.9-1.7 s on the same pages.
// - The page script goes at the end of <body> of every page, with the request's CSP nonce
//   (issue 21); pages served without hydration also get the Speculation Rules (on a hydrated page
//   React Router navigates itself, so a prefetched document would go unused). Those pages have
//   no other script; on hydrated pages React leaves what follows its own nodes in <body> alone.
import { isPrivatePath } from "~/content/public-pages";
import { pageScriptConfig, pageScriptSource } from "~/lib/page-script";
import { speculationRulesSource } from "~/lib/speculation-rules";
import css from "../app/app.css?inline";
import contentCss from "../app/content.css?inline";
import { brandFontsScript, splitBrandFonts } from "./brand-fonts";

// Pages served without hydration get the smaller content stylesheet: they never render another
// page in place, so what only the forms and tools of other pages use is left out.
// The brand fonts' faces leave both and come back from a visitor's second page on (./brand-fonts.ts).
const appFonts = splitBrandFonts(css);
const contentFonts = splitBrandFonts(contentCss);
const STYLE = `<style>${appFonts.css}</style>`;
const CONTENT_STYLE = `<style>${contentFonts.css}</style>`;

/** The inline scripts of a page; `hydrated` is false when root.tsx left React out. */
export function pageScripts(page: { nonce: string; pathname: string; hydrated: boolean }): string {
  const isPrivate = isPrivatePath(page.pathname);
  const config = pageScriptConfig({ hydrated: page.hydrated, pageView: !isPrivate });
  const script = `<script nonce="${page.nonce}">${pageScriptSource(config)}</script>`;
  if (page.hydrated || isPrivate) return script;
  return `${script}<script type="speculationrules" nonce="${page.nonce}">${speculationRulesSource()}</script>`;
}

export function withDocumentHtml(res: Response, request: Request, nonce: string): Response {
  if (!res.headers.get("Content-Type")?.includes("text/html")) return res;
  const { pathname } = new URL(request.url);
  let hydrated = true;
  return (
    new HTMLRewriter()
      .on("html", {
        element(html) {
          hydrated = html.getAttribute("data-hydrate") !== "false";
        },
      })
      .on('link[rel="modulepreload"]', {
        element(link) {
          link.remove();
        },
      })
      // Before <Links />: a stylesheet a route links (the owner's, admin.css) comes later and wins.
      .on('head > meta[name="viewport"]', {
        element(meta) {
          meta.after(
            hydrated
              ? STYLE + brandFontsScript(nonce, appFonts)
              : CONTENT_STYLE + brandFontsScript(nonce, contentFonts),
            { html: true },
          );
        },
      })
      .on("body", {
        element(body) {
          body.append(pageScripts({ nonce, pathname, hydrated }), { html: true });
        },
      })
      .transform(res)
  );
}
