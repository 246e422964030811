import { useState } from "react";
import { business } from "~/content/business";
import { buttonClass } from "../ui/button";

export interface MapEmbedProps {
  /** The shop's address on one line (oneLineAddress). */
  address: string;
  /** Google Maps for the address, in a new tab (the shop's mapUrl). */
  mapUrl: string;
  /** The embedded map's frame address (mapEmbedUrl). */
  embedUrl: string;
}

/** Its name as an island of /contact (app/page-delivery/browser/islands/contact.island.tsx). */
export const MAP_ISLAND = "map";

/**
 * The studio map. Nothing third-party loads with the page: a click swaps in the Google Maps frame
 * (no cookies or scripts until the visitor asks). Without JavaScript the link opens Google Maps.
 * An island of /contact (docs/decisions/0095-islands.md): the shop's facts come as props.
 */
export function MapEmbed({ address: fullAddress, mapUrl, embedUrl }: MapEmbedProps) {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <iframe
        title={`Map showing ${business.name} at ${fullAddress}`}
        src={embedUrl}
        className="aspect-[4/3] w-full rounded-lg border border-line"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-lg border border-line bg-mat p-6 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 text-accent"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      <p className="text-sm text-muted">{fullAddress}</p>
      <a
        href={mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("secondary")}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        Show the map
      </a>
    </div>
  );
}
