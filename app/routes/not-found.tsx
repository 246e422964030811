import { data } from "react-router";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <h1 className="p-8 text-3xl">Oops! Page Not Found</h1>;
}
