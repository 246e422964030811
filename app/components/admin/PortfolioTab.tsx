export function PortfolioTab() {
  return <p className="text-muted">Coming soon.</p>;
}
