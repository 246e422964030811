// The owner's workspace: its own frame instead of the public header and footer. A sidebar on
// wide screens, a top bar with a menu on phones, and each screen's title and subtitle.
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ADMIN_SCREENS } from "~/content/admin-screens";
import { business } from "~/content/business";
import type { AdminIdentity } from "~worker/auth/access";
import { AdminNav, OwnerBox } from "./AdminNav";
import { useCurrentScreen } from "./screen";

function Brand() {
  return (
    <Link to="/admin" className="block leading-tight">
      <span className="block font-serif text-lg font-semibold">{business.name}</span>
      <span className="block text-xs text-muted">Shop workspace</span>
    </Link>
  );
}

export function AdminShell({ owner, children }: { owner: AdminIdentity; children: ReactNode }) {
  const screenId = useCurrentScreen();
  const screen = screenId ? ADMIN_SCREENS[screenId] : undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // The menu closes when the owner goes somewhere, and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-screen lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] print:block">
      <aside className="sticky top-0 hidden h-screen print:hidden flex-col gap-6 overflow-y-auto border-r border-line bg-surface px-3 py-5 lg:flex">
        <div className="px-3">
          <Brand />
        </div>
        <div className="flex-1">
          <AdminNav />
        </div>
        <OwnerBox owner={owner} />
      </aside>

      <header className="sticky top-0 z-40 border-b border-line bg-surface lg:hidden print:hidden">
        <div className="flex h-14 items-center justify-between gap-3 px-4">
          <Brand />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-3 text-sm font-medium hover:border-accent"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"} />
            </svg>
            Menu
          </button>
        </div>
        {menuOpen ? (
          <>
            <button
              type="button"
              tabIndex={-1}
              aria-label="Close the menu"
              className="fixed inset-x-0 top-14 bottom-0 bg-ink/40"
              onClick={() => setMenuOpen(false)}
            />
            <div
              id="admin-menu"
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] space-y-4 overflow-y-auto border-b border-line bg-surface px-3 py-4 shadow-lg"
            >
              <AdminNav onNavigate={() => setMenuOpen(false)} />
              <OwnerBox owner={owner} />
            </div>
          </>
        ) : null}
      </header>

      <main id="main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-10 lg:py-10 print:p-0">
        <div className="mx-auto max-w-5xl print:max-w-none">
          {screen ? (
            <div className="mb-8">
              <h1 className="font-sans text-2xl font-semibold sm:text-3xl">{screen.title}</h1>
              <p className="mt-1 text-muted">{screen.subtitle}</p>
            </div>
          ) : null}
          {children}
        </div>
      </main>
    </div>
  );
}
