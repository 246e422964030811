import { createContext, useContext } from "react";

// The server knows the CSP nonce per request. In the browser, hydration must render the same
// attribute values, so the nonce is read back from an element the server rendered with it.
const browserNonce =
  typeof document === "undefined"
    ? ""
    : (document.querySelector<HTMLElement>("[nonce]")?.nonce ?? "");

const NonceContext = createContext(browserNonce);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
