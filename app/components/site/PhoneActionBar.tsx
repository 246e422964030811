// On phones, "Call" and "Book" stay at the bottom of the screen on the content pages: plain links,
// no JavaScript. Left out where the page keeps its own bar (the frame designer) or is not for
// visitors browsing (the owner's pages, a visitor's private booking, order and quote pages), and
// hidden by CSS once a booking is made (the page then shows a [data-booked] confirmation).
import { Link, useLocation } from "react-router";
import { BOOKING_PATH } from "~/content/navigation";
import { PRIVATE_PATH_PREFIXES } from "~/content/public-pages";
import { phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";

const WITHOUT_BAR = [...PRIVATE_PATH_PREFIXES, "/frame-designer", "/booking", "/order", "/quote"];

export function showsPhoneActionBar(pathname: string): boolean {
  return !WITHOUT_BAR.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

const action =
  "inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold";

export function PhoneActionBar() {
  const { pathname } = useLocation();
  const { facts } = useShop();
  if (!showsPhoneActionBar(pathname)) return null;
  return (
    <>
      {/* Room under the footer so the bar never covers its last line. */}
      <div aria-hidden="true" className="h-20 sm:hidden" />
      <nav
        aria-label="Call or book"
        className="fixed inset-x-0 bottom-0 z-30 flex gap-2 print:hidden [body:has([data-booked])_&]:hidden border-t border-line bg-ground/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:hidden"
      >
        <a
          href={phoneHref(facts)}
          className={`${action} border border-line bg-surface text-ink`}
          aria-label={`Call the studio: ${facts.phone}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          >
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
          </svg>
          Call
        </a>
        <Link to={BOOKING_PATH} className={`${action} bg-accent text-white`}>
          Book a Consultation
        </Link>
      </nav>
    </>
  );
}
