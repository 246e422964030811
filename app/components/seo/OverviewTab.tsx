// The SEO dashboard's Overview tab: headline numbers, traffic, data sources, top lists.
import type { SeoDashboard } from "~worker/services/seo/dashboard";
import { Big, Card, Connected, HealthIssues, HealthScore } from "./dashboard-parts";
import { TrafficChart } from "./TrafficChart";

export function OverviewTab({ data }: { data: SeoDashboard }) {
  const { totals } = data.traffic;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Card
          title="Organic Traffic"
          footer={`Visits from search engines, last ${data.window.days} days`}
        >
          <Big>{totals.organic}</Big>
        </Card>
        <Card title="Site Health Score">
          <HealthScore health={data.health} />
          <HealthIssues issues={data.health.issues} />
        </Card>
        <Card
          title="Keywords Tracked"
          footer={data.keywords.connected ? "Local target phrases" : "Search Console not connected"}
        >
          <Big>{data.keywords.tracked ?? "Not connected"}</Big>
        </Card>
        <Card
          title="Top 10 Rankings"
          footer={data.keywords.connected ? "Keywords on page one" : "Search Console not connected"}
        >
          <Big>{data.keywords.topTen ?? "Not connected"}</Big>
        </Card>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="rounded-lg border border-line bg-surface p-5 lg:col-span-2">
          <h3 className="font-sans text-base font-semibold">
            Traffic, last {data.window.days} days
          </h3>
          <p className="mt-1 text-sm text-muted">
            {totals.pageViews} page views · about {totals.visitors} visits (arrivals from outside
            the site) · {totals.organic} from search engines
          </p>
          <div className="mt-4">
            <TrafficChart days={data.traffic.days} />
          </div>
        </div>
        <div className="rounded-lg border border-line bg-surface p-5">
          <h3 className="font-sans text-base font-semibold">Data Quality Status</h3>
          <ul className="mt-3 space-y-2 text-sm">
            <li className="flex justify-between gap-2">
              First-party analytics <Connected on label="Active" />
            </li>
            <li className="flex justify-between gap-2">
              Google Analytics forwarding <Connected on={data.sources.analyticsForwarding} />
            </li>
            <li className="flex justify-between gap-2">
              Search Console <Connected on={data.sources.searchConsole} />
            </li>
            <li className="flex justify-between gap-2">
              PageSpeed Insights <Connected on={data.sources.pageSpeed} />
            </li>
            <li className="flex justify-between gap-2">
              Technical checks <Connected on label="Active" />
            </li>
          </ul>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <CountList
          title="Top pages"
          rows={data.traffic.topPages.map((r) => ({ label: r.path, hits: r.hits }))}
          empty="No page views recorded yet."
        />
        <CountList
          title="Missing pages (404)"
          rows={data.traffic.notFound.map((r) => ({ label: r.path, hits: r.hits }))}
          empty="No 404s recorded."
        />
        <CountList
          title="Referrers"
          rows={data.traffic.referrers.map((r) => ({ label: r.host, hits: r.hits }))}
          empty="No referrals recorded yet."
        />
      </div>
    </div>
  );
}

function CountList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: Array<{ label: string; hits: number }>;
  empty: string;
}) {
  return (
    <div className="rounded-lg border border-line bg-surface p-5">
      <h3 className="font-sans text-base font-semibold">{title}</h3>
      {rows.length ? (
        <ul className="mt-3 divide-y divide-line text-sm">
          {rows.map((r) => (
            <li key={r.label} className="flex justify-between gap-3 py-1.5">
              <span className="break-all">{r.label}</span>
              <span className="font-medium">{r.hits}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      )}
    </div>
  );
}
