// The one guard of the owner's pages (/admin, /seo-dashboard): the Worker's Access verifier runs
// here, once, for every page nested under this layout in routes.ts. Visitors get the sign-in
// screen with the verifier's status (401, or 403 for an account that is not the owner's).
import { Outlet, useLocation, useSearchParams } from "react-router";
import { Toaster } from "sonner";
import { AdminLogin } from "~/components/admin/AdminLogin";
import type { OwnerOutletContext } from "~/components/admin/useOwner";
import { useSignInWelcome } from "~/components/admin/useSignInWelcome";
import { adminPageAccess, signedOut } from "~/lib/admin-session.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { result, devSignIn } = await adminPageAccess(request, context);
  if (!result.ok) return signedOut(result, devSignIn);
  return { signedIn: true as const, admin: result.admin };
}

// Nested pages inherit these: nothing of an owner's page may be stored by a browser or the edge.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useSignInWelcome(loaderData.signedIn ? loaderData.admin : null);
  return (
    <>
      {loaderData.signedIn ? (
        <Outlet context={{ owner: loaderData.admin } satisfies OwnerOutletContext} />
      ) : (
        <AdminLogin
          error={loaderData.error}
          devSignIn={loaderData.devSignIn}
          signedOutNotice={params.get("signedOut") === "1"}
          returnTo={pathname}
        />
      )}
      {/* One toaster for every owner's page: sign-in welcome, saves, failures. */}
      <Toaster position="top-right" visibleToasts={1} richColors />
    </>
  );
}
