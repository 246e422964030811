// The one way the Worker calls services outside Cloudflare (analytics forwarding, Search Console,
// PageSpeed): always with a timeout, never throwing into the caller's request. Tests replace
// `externalFetch` with a stand-in; nothing local needs the network.

export const EXTERNAL_TIMEOUT_MS = 5_000;

export type ExternalFetch = (
  url: string,
  init?: RequestInit,
  timeoutMs?: number,
) => Promise<Response>;

let impl: ExternalFetch = (url, init, timeoutMs = EXTERNAL_TIMEOUT_MS) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });

/** `timeoutMs` only for work outside a visitor's request (scheduled jobs), where slow is fine. */
export function externalFetch(
  url: string,
  init?: RequestInit,
  timeoutMs = EXTERNAL_TIMEOUT_MS,
): Promise<Response> {
  return impl(url, init, timeoutMs);
}

/** For tests: swap the transport, returning a function that restores the real one. */
export function replaceExternalFetch(stand_in: ExternalFetch): () => void {
  const previous = impl;
  impl = stand_in;
  return () => {
    impl = previous;
  };
}
