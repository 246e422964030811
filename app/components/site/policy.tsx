// The privacy policy and terms pages: their shared frame and the studio's contact block. The
// links to them (footer, next to every form) are in ./policy-links.tsx, which every page loads.
import type { ReactNode } from "react";
import { business } from "~/content/business";
import { formatPostDate } from "~/lib/date-format";
import { oneLineAddress, phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import { policyLink } from "./policy-links";
import { PageHero } from "./sections";

export function PolicyPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title}>
        {intro}
        <p className="mt-3 text-base">
          Last updated {formatPostDate(`${business.policies.lastUpdated}T12:00:00Z`)}.
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 leading-relaxed sm:py-16">
        {children}
      </div>
    </>
  );
}

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 text-muted">
      <h2 className="text-2xl text-ink sm:text-3xl">{title}</h2>
      {children}
    </section>
  );
}

/** Who to contact about the policy or the terms: every way to reach the studio. */
export function PolicyContact() {
  const { facts } = useShop();
  return (
    <address className="rounded-xl border border-line bg-surface p-6 not-italic text-ink">
      <p className="font-semibold">{business.legalName}</p>
      <p className="mt-1 text-muted">{oneLineAddress(facts)}</p>
      <p className="mt-3">
        Email:{" "}
        <a href={`mailto:${facts.email}`} className={`${policyLink} break-all`}>
          {facts.email}
        </a>
      </p>
      <p className="mt-1">
        Phone:{" "}
        <a href={phoneHref(facts)} className={policyLink}>
          {facts.phone}
        </a>
      </p>
    </address>
  );
}
