// The SEO dashboard's Technical tab: page speed, site health, structured data, per-page checks.
import { Badge } from "~/components/ui/badge";
import { pageSpeedBadge } from "~/lib/seo-rules";
import type { SeoDashboard } from "~worker/services/seo/dashboard";
import { Card, ColumnHeads, HealthScore, levelTone } from "./dashboard-parts";

export function TechnicalTab({ data }: { data: SeoDashboard }) {
  const t = data.technical;
  const ps = data.pageSpeed;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <Card title="Page speed (mobile / desktop)">
          {ps.connected ? (
            <div className="space-y-1 text-sm">
              {(["mobile", "desktop"] as const).map((strategy) => {
                const s = ps[strategy];
                return s ? (
                  <p key={strategy} className="flex items-center gap-2">
                    <span className="w-16 capitalize">{s.strategy}</span>
                    <Badge tone={levelTone[pageSpeedBadge(s.score)]}>{s.score}/100</Badge>
                    <span className="text-muted">
                      LCP {s.lcpMs === null ? "-" : `${(s.lcpMs / 1000).toFixed(1)} s`} · CLS{" "}
                      {s.cls?.toFixed(2) ?? "-"} · FCP{" "}
                      {s.fcpMs === null ? "-" : `${(s.fcpMs / 1000).toFixed(1)} s`}
                    </span>
                  </p>
                ) : (
                  <p key={strategy} className="text-muted">
                    <span className="capitalize">{strategy}</span>: unavailable
                  </p>
                );
              })}
            </div>
          ) : (
            <p className="text-muted">Not connected</p>
          )}
        </Card>
        <Card title="Site Health">
          <HealthScore health={data.health} />
          <ul className="mt-2 space-y-1 text-sm">
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
          <caption className="px-4 py-3 text-left font-sans text-base font-semibold">
            Page checks
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
