// The SEO dashboard (/seo-dashboard as on the old site, docs/decisions/0005-real-data.md): only real, first-party or
// configured data; an unconfigured source says "Not connected".

import { QueryView } from "~/components/admin/AdminList";
import { useAdminQuery } from "~/components/admin/useAdminQuery";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { adminApi, answerOf } from "~/lib/admin-api";
import { ActionsTab } from "./ActionsTab";
import { When } from "./dashboard-parts";
import { KeywordsTab } from "./KeywordsTab";
import { OverviewTab } from "./OverviewTab";
import { TechnicalTab } from "./TechnicalTab";

export function SeoDashboardView() {
  const query = useAdminQuery("seo", () => answerOf(adminApi.admin.seo.$get()), {
    failure: "Failed to load the dashboard",
  });
  const { data, error, loading, reload } = query;
  const sourceLabel = error ? "Error loading data" : (data?.dataSource ?? "");
  const external = sourceLabel === "Real Data";

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
          {sourceLabel ? (
            <Badge tone={error ? "danger" : external ? "success" : "warning"}>{sourceLabel}</Badge>
          ) : null}
          {data ? (
            <span>
              Last updated <When iso={data.generatedAt} />
            </span>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={() => void reload()} disabled={loading}>
          {loading ? "Refreshing..." : "Refresh"}
        </Button>
      </div>

      <div className="mt-6">
        <QueryView
          query={query}
          loadingText="Loading dashboard... (rendering and checking every public page)"
        >
          {(data) => (
            <>
              {data.setupGuide.length ? (
                <div className="rounded-lg border border-warning/30 bg-warning/5 p-5">
                  <h2 className="font-sans text-lg font-semibold">Configuration Required</h2>
                  <p className="mt-1 text-sm text-muted">
                    Traffic, 404s and the technical audit below are measured by the site itself. For
                    keyword positions and page-speed scores, add these settings (see the README's
                    deploy section):
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
                  <OverviewTab data={data} />
                </TabsContent>
                <TabsContent value="keywords">
                  <KeywordsTab data={data} />
                </TabsContent>
                <TabsContent value="technical">
                  <TechnicalTab data={data} />
                </TabsContent>
                <TabsContent value="actions">
                  <ActionsTab data={data} />
                </TabsContent>
              </Tabs>
            </>
          )}
        </QueryView>
      </div>
    </div>
  );
}
