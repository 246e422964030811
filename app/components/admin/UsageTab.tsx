export function UsageTab() {
  return <p className="text-muted">Coming soon.</p>;
}
