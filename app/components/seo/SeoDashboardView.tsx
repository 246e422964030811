// The SEO dashboard (spec.md /seo-dashboard, decisions.md section 6): only real, first-party or
// configured data; an unconfigured source says "Not connected".

import { useAdminData } from "~/components/admin/useAdminData";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { pageSpeedBadge, positionBadge } from "~/lib/seo-rules";
import type { PageSpeedResult } from "~db/schema";
import type { SeoDashboard } from "~worker/services/seo/dashboard";
import { TrafficChart } from "./TrafficChart";

const levelTone: Record<string, BadgeTone> = { good: "success", medium: "warning", poor: "danger" };
const positionTone: Record<string, BadgeTone> = {
  default: "success",
  secondary: "warning",
  destructive: "danger",
};

function Card({
  title,
  children,
  footer,
}: {
  title: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="rounded-lg border border-line bg-surface p-5">
      <h3 className="font-sans text-sm font-medium text-muted">{title}</h3>
      <div className="mt-2">{children}</div>
      {footer ? <div className="mt-2 text-xs text-muted">{footer}</div> : null}
    </div>
  );
}

const Big = ({ children }: { children: React.ReactNode }) => (
  <p className="font-sans text-3xl font-semibold text-ink">{children}</p>
);

function Connected({
  on,
  label = on ? "Connected" : "Not Connected",
}: {
  on: boolean;
  label?: string;
}) {
  return <Badge tone={on ? "success" : "neutral"}>{label}</Badge>;
}

export function SeoDashboardView() {
  const { data, error, loading, reload } = useAdminData<SeoDashboard>("/api/admin/seo");
  const sourceLabel = error ? "Error loading data" : (data?.dataSource ?? "");
  const external = sourceLabel === "Real Data";

  return (
    <div className="mx-auto max-w-content px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-sans text-3xl font-semibold">SEO Dashboard</h1>
          <p className="mt-1 text-muted">
            Search visibility and site health from the site's own data.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin" variant="secondary">
            Back to Admin
          </ButtonLink>
          <ButtonLink to="/blog" variant="secondary">
            Content Hub
          </ButtonLink>
          <Button onClick={() => void reload()} disabled={loading}>
            {loading ? "Refreshing..." : "Refresh"}
          </Button>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted">
        {sourceLabel ? (
          <Badge tone={error ? "danger" : external ? "success" : "warning"}>{sourceLabel}</Badge>
        ) : null}
        {data ? (
          <span>
            Last updated <When iso={data.generatedAt} />
          </span>
        ) : null}
      </div>

      {error ? (
        <p
          role="alert"
          className="mt-6 rounded-md border border-danger/30 bg-danger/5 p-4 text-danger"
        >
          {error}
        </p>
      ) : null}
      {!data && loading ? (
        <p role="status" className="mt-8 text-muted">
          Loading dashboard... (rendering and checking every public page)
        </p>
      ) : null}

      {data ? (
        <>
          {data.setupGuide.length ? (
            <div className="mt-6 rounded-lg border border-warning/30 bg-warning/5 p-5">
              <h2 className="font-sans text-lg font-semibold">Configuration Required</h2>
              <p className="mt-1 text-sm text-muted">
                Traffic, 404s and the technical audit below are measured by the site itself. For
                keyword positions and page-speed scores, add these settings (see the README's deploy
                section):
              </p>
              <h3 className="mt-3 font-sans text-sm font-semibold">Setup Guide</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                {data.setupGuide.map((s) => (
                  <li key={s.setting}>
                    <code className="font-mono text-xs">{s.setting}</code>: {s.purpose}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Tabs defaultValue="overview" className="mt-8">
            <TabsList aria-label="Dashboard sections">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="keywords">Keywords</TabsTrigger>
              <TabsTrigger value="technical">Technical</TabsTrigger>
              <TabsTrigger value="actions">Actions</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <Overview data={data} />
            </TabsContent>
            <TabsContent value="keywords">
              <Keywords data={data} />
            </TabsContent>
            <TabsContent value="technical">
              <Technical data={data} />
            </TabsContent>
            <TabsContent value="actions">
              <Actions data={data} />
            </TabsContent>
          </Tabs>
        </>
      ) : null}
    </div>
  );
}

function Overview({ data }: { data: SeoDashboard }) {
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
          <div className="flex items-center gap-3">
            <Big>{data.health.score}</Big>
            <Badge tone={levelTone[data.health.badge]}>
              {data.health.badge === "good" ? "Good" : "Needs work"}
            </Badge>
          </div>
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

function Keywords({ data }: { data: SeoDashboard }) {
  const k = data.keywords;
  return (
    <div>
      {!k.connected ? (
        <p className="mb-4 text-sm text-muted">
          Positions and volumes come only from Search Console, which is not connected. No number
          here is estimated.
        </p>
      ) : "error" in k ? (
        <p role="alert" className="mb-4 text-sm text-danger">
          {k.error}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-line bg-surface">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-line bg-ground">
            <tr>
              <th scope="col" className="px-4 py-2">
                Keyword
              </th>
              <th scope="col" className="px-4 py-2">
                Position
              </th>
              <th scope="col" className="px-4 py-2">
                Search Volume
              </th>
              <th scope="col" className="px-4 py-2">
                URL
              </th>
              <th scope="col" className="px-4 py-2">
                Last Checked
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {k.rows.map((r) => (
              <tr key={r.keyword}>
                <th scope="row" className="px-4 py-2 font-medium">
                  {r.keyword}
                </th>
                <td className="px-4 py-2">
                  {r.position === null ? (
                    <span className="text-muted">
                      {k.connected ? "Not ranking" : "Not connected"}
                    </span>
                  ) : (
                    <Badge tone={positionTone[positionBadge(r.position)]}>{r.position}</Badge>
                  )}
                </td>
                <td className="px-4 py-2">
                  {r.searchVolume ?? <span className="text-muted">-</span>}
                </td>
                <td className="px-4 py-2 break-all">
                  {r.url ?? <span className="text-muted">-</span>}
                </td>
                <td className="px-4 py-2">
                  {r.lastChecked ?? <span className="text-muted">-</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const When = ({ iso }: { iso: string }) => (
  <time dateTime={iso}>{new Date(iso).toLocaleString("en-US")}</time>
);

// The last stored PageSpeed result for one strategy, always with the time it was measured.
function PageSpeedLine({
  strategy,
  result,
}: {
  strategy: "mobile" | "desktop";
  result: PageSpeedResult | null;
}) {
  const label = <span className="w-16 shrink-0 capitalize">{strategy}</span>;
  if (!result)
    return (
      <p className="flex gap-2 text-muted">{label} Waiting for the first scheduled measurement</p>
    );
  const { score, measuredAt, error } = result;
  return (
    <div>
      {score !== null && measuredAt ? (
        <>
          <p className="flex flex-wrap items-center gap-2">
            {label}
            <Badge tone={levelTone[pageSpeedBadge(score)]}>{score}/100</Badge>
            <span className="text-muted">
              LCP {result.lcpMs === null ? "-" : `${(result.lcpMs / 1000).toFixed(1)} s`} · CLS{" "}
              {result.cls?.toFixed(2) ?? "-"} · FCP{" "}
              {result.fcpMs === null ? "-" : `${(result.fcpMs / 1000).toFixed(1)} s`}
            </span>
          </p>
          <p className="text-xs text-muted">
            Measured <When iso={measuredAt} />
          </p>
        </>
      ) : (
        <p className="flex gap-2 text-muted">{label} No measurement yet</p>
      )}
      {error ? (
        <p className="text-xs text-danger">
          Last attempt <When iso={result.checkedAt} /> failed: {error}
        </p>
      ) : null}
    </div>
  );
}

// Exactly the deductions behind the score (spec 9's rules), nothing more.
function HealthIssues({ issues }: { issues: string[] }) {
  if (!issues.length) return <p className="mt-2 text-xs text-muted">No deductions</p>;
  return (
    <ul aria-label="Health score deductions" className="mt-2 space-y-1 text-xs text-danger">
      {issues.map((issue) => (
        <li key={issue}>{issue}</li>
      ))}
    </ul>
  );
}

function Technical({ data }: { data: SeoDashboard }) {
  const t = data.technical;
  const ps = data.pageSpeed;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Card title="Page speed (mobile / desktop)">
          {ps.connected ? (
            <div className="space-y-3 text-sm">
              {(["mobile", "desktop"] as const).map((strategy) => (
                <PageSpeedLine key={strategy} strategy={strategy} result={ps[strategy]} />
              ))}
              <p className="text-xs text-muted">Measured in the background every 6 hours.</p>
            </div>
          ) : (
            <p className="text-muted">Not connected</p>
          )}
        </Card>
        <Card title="Site Health">
          <div className="flex items-center gap-3">
            <Big>{data.health.score}</Big>
            <Badge tone={levelTone[data.health.badge]}>
              {data.health.badge === "good" ? "Good" : "Needs work"}
            </Badge>
          </div>
          <HealthIssues issues={data.health.issues} />
          <ul className="mt-3 space-y-1 border-t border-line pt-2 text-sm text-muted">
            <li>Sitemap: {t.sitemapPresent ? "present" : "missing"}</li>
            <li>robots.txt: {t.robotsPresent ? "present" : "missing"}</li>
          </ul>
        </Card>
        <Card title="Structured data">
          <p className="flex items-center gap-2">
            <Badge tone={t.structuredDataValid ? "success" : "danger"}>
              {t.structuredDataValid ? "Valid" : "Issues found"}
            </Badge>
          </p>
          <p className="mt-2 text-sm text-muted">
            Schema types: {t.schemaTypes.join(", ") || "none"}
          </p>
        </Card>
      </div>
      <div className="overflow-x-auto rounded-lg border border-line bg-surface">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="px-4 py-3 text-left">
            <span className="font-sans text-base font-semibold">Page checks</span>
            <span className="block text-sm text-muted">
              Advice for each page; the health score above counts only its own rules.
            </span>
          </caption>
          <thead className="border-y border-line bg-ground">
            <tr>
              <th scope="col" className="px-4 py-2">
                Page
              </th>
              <th scope="col" className="px-4 py-2">
                Title
              </th>
              <th scope="col" className="px-4 py-2">
                Structured data
              </th>
              <th scope="col" className="px-4 py-2">
                Result
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {t.pages.map((p) => (
              <tr key={p.path}>
                <th scope="row" className="px-4 py-2 font-medium">
                  {p.path}
                </th>
                <td className="px-4 py-2">
                  {p.title || <span className="text-danger">missing</span>}
                </td>
                <td className="px-4 py-2">{p.jsonLdTypes.join(", ") || "-"}</td>
                <td className="px-4 py-2">
                  {p.issues.length ? (
                    <ul className="list-disc pl-4 text-danger">
                      {p.issues.map((i) => (
                        <li key={i}>{i}</li>
                      ))}
                    </ul>
                  ) : (
                    <Badge tone="success">OK</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Actions({ data }: { data: SeoDashboard }) {
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
