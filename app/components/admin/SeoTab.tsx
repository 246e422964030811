export function SeoTab() {
  return (
    <section aria-labelledby="seo-tab-heading" className="space-y-4">
      <h2 id="seo-tab-heading" className="font-sans text-xl font-semibold">
        SEO
      </h2>
      <p className="text-muted">
        Page views, search referrals, 404s and the site's own technical audit, from first-party
        data.
      </p>
      <a
        href="/seo-dashboard"
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center rounded-md bg-accent px-4 text-white hover:bg-accent-hover"
      >
        Open SEO Dashboard
      </a>
    </section>
  );
}
