// The fixed header of every page. It has no React state: pages without hydration render the
// same markup, and the page script (app/page-delivery/browser/page-script.ts) gives it its behaviour on every page:
// data-scrolled past 100 px, and the mobile menu. The menu is a <details> (it opens and closes
// without any script) laid over the page; the page script closes it on Escape, returning focus
// to its toggle, on a link in it and on a click elsewhere.
import { Link, NavLink } from "react-router";
import { business } from "~/content/business";
import { BOOKING_PATH, NAV_LINKS } from "~/content/navigation";
import { trackClick } from "~/lib/analytics";
import { buttonClass } from "../ui/button";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-2 px-1 text-sm font-medium transition-colors ${
    isActive ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink"
  }`;

const navigation = (label: string) =>
  trackClick({ name: "navigation_click", category: "header", label });

export function SiteHeader() {
  return (
    <header
      data-site-header
      data-scrolled="false"
      // The page script may set data-scrolled (a reload mid-page) before React hydrates.
      suppressHydrationWarning
      className="fixed inset-x-0 top-0 z-40 print:hidden border-b border-transparent bg-ground/80 transition-colors data-[scrolled=true]:border-line data-[scrolled=true]:bg-ground/95 data-[scrolled=true]:shadow-sm data-[scrolled=true]:backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="whitespace-nowrap font-serif text-lg font-semibold tracking-tight sm:text-xl"
          {...navigation("brand")}
        >
          {business.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-5">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={linkClass}
                  {...navigation(link.label)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Left out between lg and xl, where the full nav leaves no room for a second button. */}
          <span className="hidden whitespace-nowrap sm:block lg:hidden xl:block">
            <Link
              to="/frame-designer"
              className={buttonClass("secondary", "md")}
              {...trackClick({ name: "cta_click", category: "header", label: "Design a Frame" })}
            >
              Design a Frame
            </Link>
          </span>
          <span className="hidden sm:block">
            <Link
              to={BOOKING_PATH}
              className={buttonClass("primary", "md")}
              {...trackClick({
                name: "book_consultation_click",
                category: "header",
                label: "Book Consultation",
              })}
            >
              Book Consultation
            </Link>
          </span>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function MobileMenu() {
  return (
    // Open before React hydrates if the visitor was quick: the page keeps it as it is.
    <details data-menu className="group lg:hidden" suppressHydrationWarning>
      <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-ink hover:bg-line/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
        <span className="sr-only group-open:hidden">Open menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path className="group-open:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open:block" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </summary>
      {/* Laid over the page below the header bar (the header is the positioned ancestor). */}
      <nav
        id="mobile-menu"
        aria-label="Main"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-line bg-ground px-4 pb-6 shadow-lg"
      >
        <ul className="flex flex-col py-2">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === "/"}
                className={({ isActive }) =>
                  `flex min-h-12 items-center border-l-2 pl-3 text-base ${isActive ? "border-accent font-semibold" : "border-transparent text-muted"}`
                }
                {...navigation(link.label)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="grid gap-3 sm:grid-cols-2">
          <Link
            to="/frame-designer"
            className={buttonClass("secondary", "lg", "w-full")}
            {...navigation("Design a Frame")}
          >
            Design a Frame
          </Link>
          <Link
            to={BOOKING_PATH}
            className={buttonClass("primary", "lg", "w-full")}
            {...navigation("Book Consultation")}
          >
            Book Consultation
          </Link>
        </div>
      </nav>
    </details>
  );
}
