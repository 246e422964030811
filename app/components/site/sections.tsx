// Building blocks the marketing pages share: hero, section, process strip, stats, CTA band, lists.
// Service cards are in ./service-cards.tsx.

import type { ReactNode } from "react";
import { Link } from "react-router";
import { PROCESS_STEPS, STATS } from "~/content/site";
import { trackClick } from "~/lib/analytics";
import { fillTurnaround, hoursLines, phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import { buttonClass } from "../ui/button";

export function PageHero({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="border-b border-line bg-surface/60">
      <div className="mx-auto max-w-content px-4 py-16 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-4xl leading-tight sm:text-5xl">{title}</h1>
        {children && (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{children}</div>
        )}
        {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </section>
  );
}

export function Section({
  title,
  intro,
  children,
  id,
  className = "",
}: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <section id={id} className={`mx-auto max-w-content px-4 py-14 sm:py-16 ${className}`}>
      {title && <h2 className="text-3xl sm:text-4xl">{title}</h2>}
      {intro && <div className="mt-3 max-w-2xl text-muted">{intro}</div>}
      <div className={title || intro ? "mt-8" : ""}>{children}</div>
    </section>
  );
}

export function ProcessSteps() {
  const { turnaround } = useShop();
  return (
    <ol className="grid gap-6 md:grid-cols-4">
      {PROCESS_STEPS.map((step) => (
        <li key={step.number} className="relative border-t-2 border-accent pt-4">
          <span className="font-serif text-4xl text-accent" aria-hidden="true">
            {String(step.number).padStart(2, "0")}
          </span>
          <h3 className="mt-2 font-sans text-lg font-semibold">
            <span className="sr-only">Step {step.number}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            {fillTurnaround(step.description, turnaround)}
          </p>
        </li>
      ))}
    </ol>
  );
}

export function StatsRow({ compact = false }: { compact?: boolean }) {
  // compact: for a half-width box, two by two until the screen is wide.
  return (
    <dl className={`grid grid-cols-2 gap-6 ${compact ? "xl:grid-cols-4" : "sm:grid-cols-4"}`}>
      {STATS.map((s) => (
        <div key={s.label} className="flex flex-col text-center">
          <dt className="text-sm text-muted">{s.label}</dt>
          <dd className="order-first font-serif text-4xl text-ink">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CallLink({
  label = "Call the Studio",
  page,
  variant = "secondary",
}: {
  label?: string;
  page: string;
  variant?: "primary" | "secondary";
}) {
  const { facts } = useShop();
  return (
    <a
      href={phoneHref(facts)}
      className={buttonClass(variant, "lg")}
      {...trackClick({ name: "cta_click", category: page, label })}
    >
      {label}: {facts.phone}
    </a>
  );
}

export function CtaLink({
  to,
  children,
  page,
  variant = "primary",
}: {
  to: string;
  children: string;
  page: string;
  variant?: "primary" | "secondary" | "green";
}) {
  return (
    <Link
      to={to}
      className={buttonClass(variant, "lg")}
      {...trackClick({ name: "cta_click", category: page, label: children })}
    >
      {children}
    </Link>
  );
}

export function CtaBand({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-content px-4 py-10">
      <div className="rounded-2xl bg-green px-6 py-12 text-center text-white sm:px-12">
        <h2 className="text-3xl sm:text-4xl">{title}</h2>
        <div className="mx-auto mt-4 max-w-2xl text-white/85">{children}</div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}

export function FeatureList({
  items,
  columns = 3,
}: {
  items: ReadonlyArray<{ title: string; description: string }>;
  columns?: 2 | 3 | 4;
}) {
  const cols = {
    2: "sm:grid-cols-2",
    3: "sm:grid-cols-2 lg:grid-cols-3",
    4: "sm:grid-cols-2 lg:grid-cols-4",
  }[columns];
  const { turnaround } = useShop();
  return (
    <ul className={`grid gap-5 ${cols}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl border border-line bg-surface p-5">
          <h3 className="font-sans text-lg font-semibold">
            {fillTurnaround(item.title, turnaround)}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            {fillTurnaround(item.description, turnaround)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function HoursList() {
  const { facts } = useShop();
  return (
    <dl className="divide-y divide-line">
      {hoursLines(facts).map((h) => (
        <div key={h.days} className="flex justify-between gap-4 py-2 text-sm">
          <dt className="font-medium">{h.days}</dt>
          <dd className="text-muted">{h.label}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The closures and special hours of the next two weeks ("Closed Thursday 26 November for
 * Thanksgiving"), from the shop's facts; nothing when none is near.
 */
export function ClosureNotices({ className = "" }: { className?: string }) {
  const { closuresSoon } = useShop();
  if (closuresSoon.length === 0) return null;
  return (
    <ul data-closures className={`space-y-1 font-medium ${className}`}>
      {closuresSoon.map((c) => (
        <li key={`${c.from}-${c.text}`}>{c.text}.</li>
      ))}
    </ul>
  );
}
