// The owner's navigation (sidebar on wide screens, the menu on phones) and the signed-in box.
import { NavLink } from "react-router";
import {
  ADMIN_NAV,
  ADMIN_SCREENS,
  type AdminScreen,
  type AdminScreenId,
} from "~/content/admin-screens";
import { ROLE_LABELS } from "~/lib/team";
import type { AdminIdentity } from "~worker/auth/access";
import { Button } from "../../ui/button";
import { useCan } from "./team-context";

// 24 px line icons, one per screen.
const ICONS: Record<AdminScreenId, string> = {
  today:
    "M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  customers:
    "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M16 3.5a4 4 0 0 1 0 7M18 14a6 6 0 0 1 4 6v1",
  jobs: "M4 7h16v13H4zM9 7V4h6v3M4 12h16",
  reports: "M5 3h11l3 3v15H5zM9 17v-3M12 17v-6M15 17v-4",
  messages: "M3 6h18v12H3zM3 7l9 6 9-6",
  appointments: "M4 5h16v15H4zM4 10h16M8 3v4M16 3v4",
  quotes: "M4 4h16v16H4zM8 8h8v8H8z",
  emails: "M3 6h18v12H3zM3 7l9 6 9-6M15 15l3 3M18 15l-3 3",
  frameOrder: "M4 4h16v16H4zM8 8h8v8H8zM4 4l4 4M20 4l-4 4M4 20l4-4M20 20l-4-4",
  vendors:
    "M3 17h11V6H3zM14 10h4l3 3v4h-7M7 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  catalogue: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  images: "M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M17.5 9a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0z",
  blog: "M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4",
  visits: "M3 20h18M6 20v-6M12 20V6M18 20v-10",
  ai: "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z",
  words: "M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7",
  testimonials: "M4 5h16v11H10l-5 4v-4H4zM8 9h8M8 12h5",
  shop: "M3 9l2-5h14l2 5M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v7h14v-7M10 20v-5h4v5",
  team: "M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20v-1a6 6 0 0 1 12 0v1M17 11a3 3 0 1 0 0-6M16.5 14a5 5 0 0 1 5.5 5v1",
  audit: "M6 3h12v18H6zM9 8h6M9 12h6M9 16h3",
};

function NavIcon({ screen }: { screen: AdminScreenId }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICONS[screen]} />
    </svg>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors ${
    isActive ? "bg-accent/10 text-accent-hover" : "text-muted hover:bg-line/60 hover:text-ink"
  }`;

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const can = useCan();
  // A screen the role cannot use is not offered (docs/decisions/0100-team-and-roles.md).
  const visible = (id: AdminScreenId) => {
    const needs = (ADMIN_SCREENS[id] as AdminScreen).needs;
    return !needs || can(needs);
  };
  const groups = ADMIN_NAV.map((g) => ({ ...g, screens: g.screens.filter(visible) })).filter(
    (g) => g.screens.length > 0,
  );
  return (
    <nav aria-label="Owner's pages" className="space-y-5">
      {groups.map((group) => (
        <div key={group.heading ?? "top"}>
          {group.heading ? (
            <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted uppercase">
              {group.heading}
            </p>
          ) : null}
          <ul className="space-y-0.5">
            {group.screens.map((id) => {
              const screen = ADMIN_SCREENS[id];
              return (
                <li key={id}>
                  <NavLink
                    to={screen.path}
                    end={id === "today"}
                    className={linkClass}
                    onClick={onNavigate}
                  >
                    <NavIcon screen={id} />
                    {screen.label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** Who is signed in, a way to the public site, and Logout (which ends the Access session). */
export function OwnerBox({ owner }: { owner: AdminIdentity }) {
  return (
    <div className="space-y-3 border-t border-line pt-4">
      <p className="px-3 text-sm">
        <span className="block text-xs text-muted">Signed in as</span>
        <span className="block font-medium">
          {owner.name}{" "}
          <span className="text-xs font-normal text-muted">· {ROLE_LABELS[owner.role]}</span>
        </span>
        <span className="block truncate text-xs text-muted" title={owner.email}>
          {owner.email}
        </span>
      </p>
      <div className="flex flex-wrap gap-2 px-3">
        <a
          href="/"
          className="inline-flex min-h-9 items-center rounded-md px-2 text-sm text-accent underline underline-offset-2 hover:text-accent-hover"
        >
          View website
        </a>
        <form method="post" action="/api/admin/logout" className="ml-auto">
          <Button type="submit" variant="secondary" size="sm">
            Logout
          </Button>
        </form>
      </div>
    </div>
  );
}
