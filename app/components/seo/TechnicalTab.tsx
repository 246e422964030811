// The SEO dashboard's Technical tab: page speed, site health, structured data, per-page checks.
import { Badge } from "~/components/ui/badge";
import { pageSpeedBadge } from "~/lib/seo-rules";
import type { PageSpeedResult } from "~db/schema";
import type { SeoDashboard } from "~worker/services/seo/dashboard";
import { Card, ColumnHeads, HealthIssues, HealthScore, levelTone, When } from "./dashboard-parts";

export function TechnicalTab({ data }: { data: SeoDashboard }) {
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
          <HealthScore health={data.health} />
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
          <ColumnHeads
            className="border-y"
            columns={["Page", "Title", "Structured data", "Result"]}
          />
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
