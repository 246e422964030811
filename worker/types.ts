import type { AdminIdentity } from "./auth/access";

export interface HonoEnv {
  Bindings: Env;
  Variables: {
    // Set by requireAdmin on admin routes.
    admin: AdminIdentity;
    // Set for document requests; the CSP header carries the same value.
    nonce: string;
  };
}
