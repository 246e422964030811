import type { AdminIdentity } from "./auth/access";

export interface HonoEnv {
  Bindings: Env;
  Variables: {
    // Set by requireAdmin on admin routes.
    admin: AdminIdentity;
    // Set for document requests; the CSP header carries the same value.
    nonce: string;
    // The whole Worker (pages, feeds, API) as a function, for the SEO audit to render our own pages.
    renderPage: (request: Request) => Promise<Response>;
  };
}

// Optional secrets (`wrangler secret put`), unknown to `wrangler types` without a .dev.vars entry.
declare global {
  interface Env {
    ANALYTICS_API_SECRET?: string;
    SEARCH_CONSOLE_ACCESS_TOKEN?: string;
    SEARCH_CONSOLE_CLIENT_EMAIL?: string;
    SEARCH_CONSOLE_PRIVATE_KEY?: string;
    SEARCH_CONSOLE_SITE_URL?: string;
    PAGESPEED_API_KEY?: string;
    // "always" in tests: the assistant answers with the local stand-in, never Workers AI.
    AI_STAND_IN?: string;
    // The key job status links are derived from (docs/decisions/0031-private-links.md). Without
    // it no job can be made: the service says so rather than making links it cannot repeat.
    ORDER_LINK_SECRET?: string;
    // Online payments (docs/decisions/0033-online-payments.md): both set turns them on.
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    // Where the Stripe package sends its calls (default Stripe's); tests point it at a stand-in.
    STRIPE_API_BASE?: string;
  }
}
