import { Toaster } from "sonner";
import { AdminLogin } from "~/components/admin/AdminLogin";
import { useSignInWelcome } from "~/components/admin/useSignInWelcome";
import { SeoDashboardView } from "~/components/seo/SeoDashboardView";
import { business } from "~/content/business";
import { adminPageAccess, signedOut } from "~/lib/admin-session.server";
import type { Route } from "./+types/seo-dashboard";

export function meta() {
  return [
    { title: `SEO Dashboard | ${business.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { result, devSignIn } = await adminPageAccess(request, context);
  if (!result.ok) return signedOut(result, devSignIn);
  return { signedIn: true as const, admin: result.admin };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function SeoDashboard({ loaderData }: Route.ComponentProps) {
  useSignInWelcome(loaderData.signedIn ? loaderData.admin : null);
  return (
    <>
      {loaderData.signedIn ? (
        <SeoDashboardView />
      ) : (
        <AdminLogin
          error={loaderData.error}
          devSignIn={loaderData.devSignIn}
          signedOutNotice={false}
          returnTo="/seo-dashboard"
        />
      )}
      <Toaster position="top-right" visibleToasts={1} richColors />
    </>
  );
}
