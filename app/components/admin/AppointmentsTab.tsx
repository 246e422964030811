export function AppointmentsTab() {
  return <p className="text-muted">Coming soon.</p>;
}
