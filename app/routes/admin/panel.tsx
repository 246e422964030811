export default function AdminPanel() {
  return <h1 className="p-8 text-3xl">Admin Panel Access</h1>;
}
