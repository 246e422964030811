// Shown instead of the works when the database could not be read (docs/decisions/0005-real-data.md: data is
// real, never invented, so no sample works stand in for the owner's).
import { phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";

export function PortfolioUnavailable() {
  const { facts } = useShop();
  return (
    <div role="status" className="rounded-xl border border-dashed border-line p-10 text-center">
      <p className="font-serif text-2xl">The portfolio can't be shown right now</p>
      <p className="mt-2 text-muted">
        Please try again in a few minutes, or call the studio on{" "}
        <a
          href={phoneHref(facts)}
          className="font-medium text-accent-hover underline underline-offset-4"
        >
          {facts.phone}
        </a>
        .
      </p>
    </div>
  );
}
