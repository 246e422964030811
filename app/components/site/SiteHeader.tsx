import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { business } from "~/content/business";
import { BOOKING_PATH, NAV_LINKS } from "~/content/navigation";
import { track } from "~/lib/analytics";
import { buttonClass } from "../ui/button";

// The header turns more opaque past 100 px of scroll (spec 9).
const SCROLL_THRESHOLD = 100;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-2 px-1 text-sm font-medium transition-colors ${
    isActive ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink"
  }`;

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const navigate = (label: string) => {
    setOpen(false);
    track({ name: "navigation_click", category: "header", label });
  };

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors ${
        scrolled
          ? "border-line bg-ground/95 shadow-sm backdrop-blur"
          : "border-transparent bg-ground/80"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="whitespace-nowrap font-serif text-lg font-semibold tracking-tight sm:text-xl"
          onClick={() => navigate("brand")}
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
                  onClick={() => navigate(link.label)}
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
              onClick={() =>
                track({ name: "cta_click", category: "header", label: "Design a Frame" })
              }
            >
              Design a Frame
            </Link>
          </span>
          <span className="hidden sm:block">
            <Link
              to={BOOKING_PATH}
              className={buttonClass("primary", "md")}
              onClick={() =>
                track({
                  name: "book_consultation_click",
                  category: "header",
                  label: "Book Consultation",
                })
              }
            >
              Book Consultation
            </Link>
          </span>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-line/60 lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => {
              setOpen((o) => !o);
              track({
                name: "mobile_menu_toggle",
                category: "header",
                label: open ? "close" : "open",
              });
            }}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="border-t border-line bg-ground px-4 pb-6 lg:hidden"
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
                  onClick={() => navigate(link.label)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link
            to="/frame-designer"
            className={buttonClass("secondary", "lg", "mb-3 w-full")}
            onClick={() => navigate("Design a Frame")}
          >
            Design a Frame
          </Link>
          <Link
            to={BOOKING_PATH}
            className={buttonClass("primary", "lg", "w-full")}
            onClick={() => navigate("Book Consultation")}
          >
            Book Consultation
          </Link>
        </nav>
      )}
    </header>
  );
}
