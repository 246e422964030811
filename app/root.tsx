import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from "react-router";
import { useNonce } from "~/page-delivery/server/nonce";
import { usePageMode } from "~/page-delivery/server/page-handle";
import { publicShop } from "~worker/services/shop";
import type { Route } from "./+types/root";
import { RouteTracker } from "./components/site/RouteTracker";
import { SiteFooter } from "./components/site/SiteFooter";
import { SiteHeader } from "./components/site/SiteHeader";
import { isPrivatePath } from "./content/public-pages";
import { appContext } from "./context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const siteUrl = env.SITE_URL.replace(/\/$/, "");
  // The owner's pages have neither the site's header nor its footer, and read the facts from the
  // API on /admin/shop: their page data does not carry them.
  if (isPrivatePath(new URL(request.url).pathname)) return { siteUrl, shop: undefined };
  // The shop's facts for the header, footer and JSON-LD (docs/decisions/0040-shop-facts-in-d1.md).
  return { siteUrl, shop: await publicShop(env) };
}

export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // A route tree whose handle says `ownLayout` (the owner's pages) brings its own header and <main>.
  const matches = useMatches();
  const ownLayout = matches.some((m) => (m.handle as { ownLayout?: true } | null)?.ownLayout);
  // How the page runs in the browser, from its routes' `browser` handle key
  // (app/page-delivery/server/page-handle.ts). A light page and an island page get no React
  // Router scripts; the Worker adds the page script, a light page's modules and an island page's
  // entry (app/page-delivery/server/document-html.ts), in `npm run dev` as in production.
  const page = usePageMode();
  const island = page.mode === "island" ? page.island : undefined;
  const light = page.mode === "light";
  const hydrated = !light && !island;
  // Marks the document once React has hydrated it (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html
      lang="en"
      data-hydrate={light ? "false" : undefined}
      data-islands={island}
      data-after-paint={light && page.modules.length ? page.modules.join(" ") : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FAF7F2" />
        {/* The site's CSS is inlined into <head> by the Worker (app/page-delivery/server/document-html.ts). */}
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-screen bg-ground text-ink antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-surface focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {ownLayout ? (
          children
        ) : (
          <>
            <SiteHeader />
            <main id="main" className="pt-16">
              {children}
            </main>
            <SiteFooter />
          </>
        )}
        {hydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <RouteTracker />
      <Outlet />
    </>
  );
}

// What the error page says for a status; anything unexpected is our fault, not the visitor's.
const ERROR_TEXT: Record<number, { title: string; text: string }> = {
  404: { title: "Oops! Page Not Found", text: "The page you are looking for does not exist." },
  // A form sent to a page that takes none (React Router answers 405 for a route without an action).
  405: {
    title: "This page does not take submissions",
    text: "Please use the form on our contact page, or call the studio.",
  },
};
const UNEXPECTED = {
  title: "Something went wrong on our side",
  text: "Please try again in a moment, or call the studio.",
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const { title, text } = ERROR_TEXT[status] ?? UNEXPECTED;
  return (
    <section className="mx-auto max-w-content px-4 py-24 text-center">
      <p className="font-serif text-5xl">{status}</p>
      <h1 className="mt-4 text-3xl">{title}</h1>
      <p className="mt-4 text-muted">{text}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-md bg-accent px-5 py-3 text-white hover:bg-accent-hover"
      >
        Back to home
      </a>
    </section>
  );
}
