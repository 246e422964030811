// The one guard of the owner's pages (/admin, /admin/*, /seo-dashboard): the Worker's Access
// verifier runs here, once, for every page nested under this layout in routes.ts. Visitors get the
// sign-in screen with the verifier's status (401, or 403 for an account that is not the owner's).
// The owner's pages have their own frame (AdminShell), not the public header and footer.
import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Outlet, useLocation, useSearchParams } from "react-router";
import { Toaster } from "sonner";
import adminStylesheet from "~/admin.css?url";
import { AdminLogin } from "~/components/admin/AdminLogin";
import { AdminShell } from "~/components/admin/shell/AdminShell";
import { CapabilitiesProvider } from "~/components/admin/shell/team-context";
import { useSignInWelcome } from "~/components/admin/useSignInWelcome";
import { Alert } from "~/components/ui/alert";
import { business } from "~/content/business";
import { capabilitiesOf } from "~/lib/team";
import { adminPageAccess, screenRefusal, signedOut } from "../admin-session.server";
import type { Route } from "./+types/layout";

// The whole stylesheet: every page inlines only the visitors' part (app/app.css).
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

// root.tsx leaves out the public header and footer for these pages.
export const handle = { ownLayout: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { result, devSignIn } = await adminPageAccess(request, context);
  if (!result.ok) return signedOut(result, devSignIn);
  const { admin } = result;
  const can = capabilitiesOf(admin.role);
  // A screen the role cannot use: the workspace, with the reason, and 403.
  const refused = screenRefusal(new URL(request.url).pathname, admin.role);
  return data(
    { signedIn: true as const, admin, can, refused },
    refused ? { status: 403, headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

// Nested pages inherit these: nothing of an owner's page may be stored by a browser or the edge.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The sign-in screen and error pages: the shop's name, a way back, and the page. */
function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-14 max-w-content items-center justify-between gap-4 px-4">
          <span className="font-serif text-base font-semibold sm:text-lg">{business.name}</span>
          <a
            href="/"
            className="whitespace-nowrap text-sm text-accent underline underline-offset-2"
          >
            Back to the website
          </a>
        </div>
      </header>
      <main id="main">{children}</main>
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useSignInWelcome(loaderData.signedIn ? loaderData.admin : null);
  return (
    <>
      {loaderData.signedIn ? (
        <CapabilitiesProvider value={loaderData.can}>
          <AdminShell owner={loaderData.admin}>
            {loaderData.refused ? <Alert tone="danger">{loaderData.refused}</Alert> : <Outlet />}
          </AdminShell>
        </CapabilitiesProvider>
      ) : (
        <PlainFrame>
          <AdminLogin
            error={loaderData.error}
            devSignIn={loaderData.devSignIn}
            signedOutNotice={params.get("signedOut") === "1"}
            returnTo={pathname}
          />
        </PlainFrame>
      )}
      {/* One toaster for every owner's page: sign-in welcome, saves, failures. */}
      <Toaster position="top-right" visibleToasts={1} richColors />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <PlainFrame>
      <section className="mx-auto max-w-lg px-4 py-16">
        <h1 className="font-sans text-2xl font-semibold">This page could not be shown</h1>
        <p className="mt-3 text-muted">
          Something went wrong on our side. Please reload the page; if it keeps happening, the
          site's logs say what failed.
        </p>
        <a href="/admin" className="mt-6 inline-block text-accent underline underline-offset-2">
          Back to Today
        </a>
      </section>
    </PlainFrame>
  );
}
