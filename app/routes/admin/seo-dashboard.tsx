import { SeoDashboardView } from "~/components/seo/SeoDashboardView";
import { business } from "~/content/business";

// Signed-in owners only: routes/admin/layout.tsx guards this page.
export function meta() {
  return [
    { title: `SEO Dashboard | ${business.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function SeoDashboard() {
  return <SeoDashboardView />;
}
