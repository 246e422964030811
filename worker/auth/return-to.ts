// Where the dev sign-in may send the browser afterwards: a path on this site, nothing else.

// Backslashes (browsers read "/\evil" as "//evil"), control characters and whitespace have no
// place in our own paths; a percent-encoded form of them is refused as well.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const UNSAFE = /[\\\u0000-\u0020\u007f]|%5c|%2f%2f/i;

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * `value` as a same-origin path (path, query and fragment of the URL it resolves to against
 * `requestUrl`), or `fallback` for anything that could leave the site or is malformed.
 */
export function sameSitePath(value: string | undefined, requestUrl: string, fallback: string) {
  if (!value?.startsWith("/") || value.startsWith("//")) return fallback;
  const decoded = decodedOnce(value);
  if (decoded === null || UNSAFE.test(value) || UNSAFE.test(decoded) || decoded.startsWith("//")) {
    return fallback;
  }
  const base = new URL(requestUrl);
  const target = new URL(value, base);
  if (target.origin !== base.origin) return fallback;
  return `${target.pathname}${target.search}${target.hash}`;
}
