// What the Worker hands to every React Router loader and action (React Router 8 middleware context).
import { createContext } from "react-router";

export interface AppLoadContext {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil">;
  // Per-request CSP nonce for React Router's inline scripts.
  nonce: string;
}

export const appContext = createContext<AppLoadContext>();
