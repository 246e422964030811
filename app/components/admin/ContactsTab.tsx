export function ContactsTab() {
  return <p className="text-muted">Coming soon.</p>;
}
