// The SEO dashboard's Actions tab: the recommendations the Worker derived from its checks.
import type { SeoDashboard } from "~worker/services/seo/dashboard";

export function ActionsTab({ data }: { data: SeoDashboard }) {
  if (!data.recommendations.length)
    return <p className="text-muted">No specific recommendations at this time.</p>;
  return (
    <ol className="list-decimal space-y-2 pl-6">
      {data.recommendations.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ol>
  );
}
