// Two edits to every server-rendered page for a fast first paint on slow phones (issue 12):
// - The whole stylesheet (about 8 KB compressed) goes inline into <head>: no render-blocking
//   request. It is added here rather than by React so the CSS is not also shipped inside the
//   client JavaScript; React 19 leaves unknown nodes in <head> alone when it hydrates.
// - React Router's <link rel="modulepreload"> tags are dropped: the page is complete, server-
//   rendered HTML (forms and links work before hydration), so its text, LCP image and fonts get
//   the connection first; the module script at the end of <body> then loads the same modules.
//   Measured with Lighthouse mobile: LCP 2.3-2.7 s -> 0.9-1.7 s on the same pages.
import css from "../app/app.css?inline";

const STYLE = `<style>${css}</style>`;

export function withDocumentHtml(res: Response): Response {
  if (!res.headers.get("Content-Type")?.includes("text/html")) return res;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.remove();
      },
    })
    .on("head", {
      element(head) {
        head.append(STYLE, { html: true });
      },
    })
    .transform(res);
}
