// sonner's Toaster, fetched after hydration so it is not part of a public page's initial JS.
import { type ComponentProps, lazy, Suspense, useEffect, useState } from "react";

const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
