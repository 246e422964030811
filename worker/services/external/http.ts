// The one way the Worker calls services outside Cloudflare (analytics forwarding, Search Console,
// PageSpeed): always with a timeout, never throwing into the caller's request. Tests replace
// `externalFetch` with a stand-in; nothing local needs the network.

export const EXTERNAL_TIMEOUT_MS = 5_000;

export type ExternalFetch = (url: string, init?: RequestInit) => Promise<Response>;

let impl: ExternalFetch = (url, init) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS) });

export function externalFetch(url: string, init?: RequestInit): Promise<Response> {
  return impl(url, init);
}

/** For tests: swap the transport, returning a function that restores the real one. */
export function replaceExternalFetch(stand_in: ExternalFetch): () => void {
  const previous = impl;
  impl = stand_in;
  return () => {
    impl = previous;
  };
}
