// The 404 page's suggested links, chosen by keywords in the missing path (docs/decisions/0016-kept-from-the-old-site.md).

export interface Suggestion {
  to: string;
  label: string;
}

const RULES: ReadonlyArray<{ keywords: readonly string[]; links: readonly Suggestion[] }> = [
  {
    keywords: ["frame", "framing"],
    links: [
      { to: "/services", label: "Our Services" },
      { to: "/picture-framing-houston", label: "Picture Framing Houston" },
    ],
  },
  { keywords: ["portfolio", "gallery"], links: [{ to: "/portfolio", label: "Portfolio" }] },
  { keywords: ["contact", "appointment"], links: [{ to: "/contact", label: "Contact Us" }] },
  { keywords: ["about", "info"], links: [{ to: "/about", label: "About Us" }] },
];

// Always appended after the keyword matches; the first four links are kept.
const ALWAYS: readonly Suggestion[] = [
  { to: "/", label: "Home" },
  { to: "/services", label: "All Services" },
];

export const MAX_SUGGESTIONS = 4;

export function notFoundSuggestions(pathname: string): Suggestion[] {
  const path = pathname.toLowerCase();
  const matched = RULES.filter((rule) => rule.keywords.some((k) => path.includes(k))).flatMap(
    (rule) => rule.links,
  );
  return [...matched, ...ALWAYS].slice(0, MAX_SUGGESTIONS);
}
