export function BlogTab() {
  return <p className="text-muted">Coming soon.</p>;
}
