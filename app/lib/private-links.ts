// The customer's private pages, reached by a link whose token is their key
// (docs/decisions/0031-private-links.md): /booking/<token>, /order/<token>, /quote/<token> and what
// hangs under them (the calendar file, the pay forms). One definition, read by the page script's
// server side, React's tracker, the analytics endpoint and the Worker's request log: such a path
// is never counted, stored, forwarded or printed with its token.

const PRIVATE_LINK_KINDS = ["booking", "order", "quote"] as const;

// `/kind/<anything>`: the token's shape does not matter (a wrong one is still someone's typo of a key).
const PRIVATE_LINK_PATH = new RegExp(`^/(${PRIVATE_LINK_KINDS.join("|")})/[^/?#]+`, "i");
// The same inside any text: a label, a referrer URL, a full address.
const PRIVATE_LINK_ANYWHERE = new RegExp(`/(${PRIVATE_LINK_KINDS.join("|")})/[^\\s/?#"'<>]+`, "i");

// Percent-encoded letters (/%6Frder/...) are the same path to the router.
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether a path (no origin) is a private customer page or something under one. */
export function isPrivateLinkPath(path: string): boolean {
  return PRIVATE_LINK_PATH.test(decoded(path));
}

/** Whether a text (a path, a URL, a label) holds a private customer page's address anywhere. */
export function mentionsPrivateLink(text: string): boolean {
  return PRIVATE_LINK_ANYWHERE.test(decoded(text));
}

/** The path with every private link's token replaced by `:token`, for logs: /order/:token/pay. */
export function withoutTokens(path: string): string {
  return decoded(path).replace(
    new RegExp(PRIVATE_LINK_ANYWHERE.source, "gi"),
    (_, kind: string) => `/${kind.toLowerCase()}/:token`,
  );
}
