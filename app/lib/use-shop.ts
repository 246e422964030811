// The shop's facts in components and meta functions: the root loader reads them once per page
// through shopFacts(env) (docs/decisions/0040-shop-facts-in-d1.md); anything rendered without
// that data (an error page) shows the typed default.
import { useRouteLoaderData } from "react-router";
import { DEFAULT_SHOP_FACTS, DEFAULT_TURNAROUND, type PublicShop } from "./shop";
import type { ShopFacts } from "./shop-schema";

const FALLBACK: PublicShop = {
  facts: DEFAULT_SHOP_FACTS,
  closuresSoon: [],
  turnaround: DEFAULT_TURNAROUND,
};

export function useShop(): PublicShop {
  const data = useRouteLoaderData("root") as { shop?: PublicShop } | undefined;
  return data?.shop ?? FALLBACK;
}

/** The facts from the root loader's data, for meta functions (JSON-LD, descriptions). */
export function shopFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): ShopFacts {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { shop?: PublicShop }
    | undefined;
  return root?.shop?.facts ?? DEFAULT_SHOP_FACTS;
}
