// Markdown (inline HTML allowed) -> HTML -> allowlist sanitising, on every write (docs/decisions/0003-content-safety.md).
// `marked` parses; `sanitize-html` (htmlparser2, works in workerd) removes anything executable.
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "mark",
    "small",
    "sub",
    "sup",
    "abbr",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "blockquote",
    "pre",
    "code",
    "kbd",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    th: ["align", "scope"],
    td: ["align"],
    abbr: ["title"],
    code: ["class"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  // No javascript:, data:, vbscript: or other schemes anywhere; relative URLs are allowed.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // An h1 belongs to the page title; a post's own headings start at h2.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...attribs, rel: "noopener noreferrer", target: "_blank" }
          : { ...attribs, rel: attribs.rel ?? "" },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === "a" && !frame.attribs.href && !frame.text.trim()) ||
    (frame.tag === "img" && !isSiteImage(frame.attribs.src)),
};

// Images the site itself serves (artwork and uploads under /images/). Our CSP's img-src 'self'
// would block any other, so a post never ships an image visitors would see broken.
const IMAGES_PATH = "/images/";
const SITE = "https://site.invalid";

function isSiteImage(src: string | undefined): boolean {
  if (!src?.startsWith(IMAGES_PATH) || /[\\\s]/.test(src)) return false;
  const url = new URL(src, SITE);
  // Resolved, so "/images/../admin" (and its encoded forms) are judged where they really lead.
  return url.origin === SITE && url.pathname.startsWith(IMAGES_PATH) && !/%2e|%2f|%5c/i.test(src);
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).replace(/ rel=""/g, "");
}

export function renderPostMarkdown(markdown: string): string {
  return sanitizePostHtml(marked.parse(markdown) as string);
}
