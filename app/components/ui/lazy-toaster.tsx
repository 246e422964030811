// sonner's Toaster, fetched and mounted on the page's first toast (~/lib/toast), so a visit that
// never shows one never loads it.
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast, toasterReady } from "~/lib/toast";

const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

// Below the fixed 4rem header, so a toast never covers its buttons.
export const TOASTER_BELOW_HEADER = {
  offset: { top: 80, right: 24 },
  mobileOffset: { top: 72, right: 12, left: 12 },
} as const;

// Rendered after sonner's Toaster: its effect runs once the Toaster's own have subscribed.
function Ready() {
  useEffect(() => toasterReady(), []);
  return null;
}

/** Its name as an island of the pages made of islands (docs/decisions/0095-islands.md). */
export const TOASTER_ISLAND = "toaster";

/** One toast at a time (docs/decisions/0016-kept-from-the-old-site.md), top right, below the header. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        visibleToasts={1}
        richColors
        {...TOASTER_BELOW_HEADER}
        {...props}
      />
      <Ready />
    </Suspense>
  );
}
