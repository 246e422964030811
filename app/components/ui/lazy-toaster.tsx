// sonner's Toaster, fetched after hydration so it is not part of a public page's initial JS.
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";

const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

// Below the fixed 4rem header, so a toast never covers its buttons.
export const TOASTER_BELOW_HEADER = {
  offset: { top: 80, right: 24 },
  mobileOffset: { top: 72, right: 12, left: 12 },
} as const;

/** One toast at a time (docs/decisions/0016-kept-from-the-old-site.md), top right, below the header. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="top-right"
        visibleToasts={1}
        richColors
        {...TOASTER_BELOW_HEADER}
        {...props}
      />
    </Suspense>
  );
}
