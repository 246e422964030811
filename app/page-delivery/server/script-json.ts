// JSON written into an inline <script> (a script's arguments, Speculation Rules, an island's
// props): `<` is escaped so that the text can neither close the element early nor open an HTML
// comment, and the two line separators that older parsers refused in string literals too.
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
