import { Link } from "react-router";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-line bg-ground/90">
      <div className="mx-auto flex h-full max-w-content items-center px-4">
        <Link to="/" className="font-serif text-xl">
          Heights Frame Studio
        </Link>
      </div>
    </header>
  );
}
