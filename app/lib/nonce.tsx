import { createContext, useContext } from "react";

// The CSP nonce is known on the server only; in the browser it is an empty string.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
