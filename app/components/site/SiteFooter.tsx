export function SiteFooter() {
  return <footer className="border-t border-line px-4 py-8 text-sm text-muted">Heights Frame Studio</footer>;
}
