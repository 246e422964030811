// An address under /admin that is no screen: a 404 inside the owner's shell, with the way back to
// Today. A visitor only ever sees the layout's sign-in screen.
import { data, Link } from "react-router";
import { business } from "~/content/business";
import { adminPageAccess } from "../admin-session.server";
import type { Route } from "./+types/not-found";

// Loaders run side by side, so this one asks the layout's guard too: a visitor keeps the layout's
// 401/403 and learns nothing about which addresses are screens.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { result } = await adminPageAccess(request, context);
  return result.ok ? data(null, { status: 404 }) : null;
}

export const meta = () => [
  { title: `Screen not found | ${business.name} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminNotFound() {
  return (
    <section className="max-w-lg py-4">
      <h1 className="text-2xl font-semibold">There is no such screen</h1>
      <p className="mt-3 text-muted">
        This address is not one of your screens. The menu lists them all; Today shows what needs
        you.
      </p>
      <Link to="/admin" className="mt-6 inline-block text-accent underline underline-offset-2">
        Back to Today
      </Link>
    </section>
  );
}
