// The SEO dashboard's Keywords tab: positions from Search Console only, never estimated.
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { positionBadge } from "~/lib/seo-rules";
import type { SeoDashboard } from "~worker/services/seo/dashboard";
import { ColumnHeads } from "./dashboard-parts";

const positionTone: Record<string, BadgeTone> = {
  default: "success",
  secondary: "warning",
  destructive: "danger",
};

export function KeywordsTab({ data }: { data: SeoDashboard }) {
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
          <ColumnHeads
            className="border-b"
            columns={["Keyword", "Position", "Search Volume", "URL", "Last Checked"]}
          />
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
