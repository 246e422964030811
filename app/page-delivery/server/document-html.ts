// Edits to every server-rendered page, made on the way out (outside React, so none of it is also
// shipped inside the client JavaScript):
// - The stylesheet goes inline into <head>: no render-blocking request (issue 12). React 19
//   leaves unknown nodes in <head> alone when it hydrates. Three nested stylesheets: content.css
//   (pages without hydration, each getting only the rules of the classes it shows:
//   ./page-stylesheet.ts), app.css (the visitors' hydrated pages) and admin.css (all of it,
//   linked by the owner's pages on top of app.css).
// - React Router's <link rel="modulepreload"> tags are dropped: the page is complete, server-
//   rendered HTML (forms and links work before hydration), so its text, LCP image and fonts get
//   the connection first; the module script at the end of <body> then loads the same modules.
//   Measured with Lighthouse mobile: LCP 2.3-2.7 s -> 0.9-1.7 s on the same pages.
// - The page script goes at the end of <body> of every page: a file that a small inline script
//   (with the request's CSP nonce) loads once the page has painted, so that the HTML fits the
//   first round trip and nothing shown first waits for it (issue 21;
//   docs/decisions/0093-first-round-trip.md). Pages served without hydration also get the
//   Speculation Rules (on a hydrated page React Router navigates itself, so a prefetched document
//   would go unused). Those pages have no other script; on hydrated pages React leaves what
//   follows its own nodes in <body> alone.
// - A tool page made of islands (<html data-islands>, docs/decisions/0095-islands.md) is served
//   like a light page (the page script runs its header and page view; Speculation Rules), but
//   with the whole visitors' stylesheet, since an island may show any of its states, and with its
//   island entry: <link rel="modulepreload"> for the files it imports and its module script.

import browserModules from "virtual:browser-modules";
import css from "~/app.css?inline";
import { isPrivatePath } from "~/content/public-pages";
import contentCss from "~/content.css?inline";
import { isTrackedPath } from "~/lib/analytics";
import { loadAfterFirstPaint, type ModuleLoad } from "./after-paint";
import { brandFontsScript, splitBrandFonts } from "./brand-fonts";
import { LIGHT_MODULES, type LightModule } from "./page-handle";
import {
  classesIn,
  pageStylesheet,
  type SplitStylesheet,
  splitStylesheet,
} from "./page-stylesheet";
import { speculationRulesSource } from "./speculation-rules";

// Pages served without hydration get the smaller content stylesheet: they never render another
// page in place, so what only the forms and tools of other pages use is left out.
// The brand fonts' faces leave both and come back from a visitor's second page on (./brand-fonts.ts).
const appFonts = splitBrandFonts(css);
const contentFonts = splitBrandFonts(contentCss);
const STYLE = `<style>${appFonts.css}</style>`;
// Split on first use, once per isolate.
let contentStylesheet: SplitStylesheet | null | undefined;
const contentSplit = () => (contentStylesheet ??= splitStylesheet(contentFonts.css));

/** The scripts at the end of a page's <body>; `hydrated` is false when root.tsx left React out. */
export function pageScripts(page: {
  nonce: string;
  pathname: string;
  hydrated: boolean;
  /** The page's own light modules (`<html data-after-paint>`, from its routes' handles). */
  afterPaint: LightModule[];
  /** An island page's wake (islandWake), run before the page script. */
  islands?: ModuleLoad[];
}): string {
  const isPrivate = isPrivatePath(page.pathname);
  // A customer's private link is not traffic either: its page sends no beacon at all.
  const tracked = isTrackedPath(page.pathname);
  // Modules (./after-paint.ts), loaded once the page has painted and run in this order: the page
  // script last, so that its mark on a light page (data-page-script="ready") means all of them
  // have run.
  const loader = loadAfterFirstPaint([
    ...page.afterPaint.map((name) => ({ src: moduleFile(name) })),
    ...(page.islands ?? []),
    {
      src: moduleFile("page"),
      data: { hydrated: String(page.hydrated), pageView: String(tracked) },
    },
  ]);
  const script = `<script nonce="${page.nonce}">${loader}</script>`;
  if (page.hydrated || isPrivate) return script;
  return `${script}<script type="speculationrules" nonce="${page.nonce}">${speculationRulesSource()}</script>`;
}

/** A browser entry's file (./browser-modules-plugin.ts): built, or its source in dev. */
const moduleFile = (name: string) => browserModules[name]?.file ?? "";
const isLightModule = (name: string): name is LightModule =>
  (LIGHT_MODULES as readonly string[]).includes(name);

type ReadDocument =
  | { hydrated: false; html: string }
  | { hydrated: true; island?: string; body: ReadableStream | null };

/**
 * The page's HTML, read far enough to see whether it hydrates (the <html> tag's `data-hydrate`)
 * or is made of islands (`data-islands`). A page served without hydration is read whole, to pick
 * its stylesheet from what it shows; any other page streams on as React renders it.
 */
async function readDocument(res: Response): Promise<ReadDocument> {
  if (!res.body) return { hydrated: true, body: null };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const chunks: Uint8Array[] = [];
  let text = "";
  let done = false;
  // The <html> tag is in React's first flush; reading on until it is complete costs nothing more.
  while (!done && !/<html\b[^>]*>/.test(text)) {
    const read = await reader.read();
    done = read.done;
    if (read.value) {
      chunks.push(read.value);
      text += decoder.decode(read.value, { stream: true });
    }
  }
  if (/<html\b[^>]*\sdata-hydrate="false"/.test(text)) {
    while (!done) {
      const read = await reader.read();
      done = read.done;
      if (read.value) text += decoder.decode(read.value, { stream: true });
    }
    return { hydrated: false, html: text + decoder.decode() };
  }
  const island = /<html\b[^>]*\sdata-islands="([\w-]+)"/.exec(text)?.[1];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (done) controller.close();
    },
    async pull(controller) {
      const read = await reader.read();
      if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { hydrated: true, island, body };
}

/**
 * An island page's entry, woken by the visitor's first touch of an island (the wake module,
 * app/page-delivery/browser/island-wake.ts, loaded after the first paint like the page script,
 * fetches the entry's files into the cache and imports the entry then): a visit that only reads
 * runs none of it.
 */
function islandWake(name: string): ModuleLoad[] {
  const entry = browserModules[`islands/${name}`];
  if (!entry) return [];
  const prefetch = [entry.file, ...entry.imports].join(" ");
  return [{ src: moduleFile("wake"), data: { entry: entry.file, prefetch } }];
}

export async function withDocumentHtml(
  res: Response,
  request: Request,
  nonce: string,
): Promise<Response> {
  if (!res.headers.get("Content-Type")?.includes("text/html")) return res;
  const { pathname } = new URL(request.url);
  const document = await readDocument(res);
  const island = document.hydrated ? document.island : undefined;
  // An island page runs no React Router: for the page script and the links it is a light page.
  const hydrated = document.hydrated && !island;
  const islands = island ? islandWake(island) : [];
  // A light page gets the content stylesheet's rules for the classes it shows
  // (./page-stylesheet.ts); a hydrated or island page the whole visitors' stylesheet, since React
  // may show any of its classes later.
  const split = document.hydrated ? null : contentSplit();
  const style = document.hydrated
    ? STYLE + brandFontsScript(nonce, appFonts, moduleFile("fonts"))
    : `<style>${split ? pageStylesheet(split, classesIn(document.html)) : contentFonts.css}</style>` +
      brandFontsScript(nonce, contentFonts, moduleFile("fonts"));
  const source = new Response(document.hydrated ? document.body : document.html, res);
  let afterPaint: LightModule[] = [];
  const rewriter = new HTMLRewriter().on("html", {
    element(html) {
      afterPaint = (html.getAttribute("data-after-paint") ?? "").split(" ").filter(isLightModule);
    },
  });
  // React Router marks its links for route discovery, which only a hydrated page does.
  if (!hydrated)
    rewriter.on("a[data-discover]", {
      element(link) {
        link.removeAttribute("data-discover");
      },
    });
  return (
    rewriter
      .on('link[rel="modulepreload"]', {
        element(link) {
          link.remove();
        },
      })
      // Before <Links />: a stylesheet a route links (the owner's, admin.css) comes later and wins.
      .on('head > meta[name="viewport"]', {
        element(meta) {
          meta.after(style, { html: true });
        },
      })
      .on("body", {
        element(body) {
          body.append(pageScripts({ nonce, pathname, hydrated, afterPaint, islands }), {
            html: true,
          });
        },
      })
      .transform(source)
  );
}
