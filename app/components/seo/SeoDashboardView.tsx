// The SEO dashboard (/seo-dashboard as on the old site, docs/decisions/0005-real-data.md): only real, first-party or
// configured data; an unconfigured source says "Not connected".

import { QueryView } from "~/components/admin/AdminList";
import { useAdminQuery } from "~/components/admin/useAdminQuery";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { adminApi, answerOf } from "~/lib/admin-api";
import type { Connection } from "~worker/services/seo/dashboard";
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
              <Connections connections={data.connections} />
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

/**
 * What is connected and what is not, in plain words (docs/decisions/0059-seo-screen-in-plain-words.md).
 * Setting names and steps are for whoever sets the site up: docs/search-console.md.
 */
function Connections({ connections }: { connections: Connection[] }) {
  const missing = connections.filter((c) => !c.connected);
  return (
    <section aria-labelledby="seo-connections" className="rounded-lg border border-line p-5">
      <h2 id="seo-connections" className="font-sans text-lg font-semibold">
        What this screen is connected to
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {connections.map((c) => (
          <li key={c.name} className="flex flex-wrap items-baseline gap-x-2">
            <Badge tone={c.connected ? "success" : "warning"}>
              {c.connected ? "Connected" : "Not connected"}
            </Badge>
            <span className="font-medium">{c.name}:</span>
            <span className="text-muted">{c.gives}</span>
          </li>
        ))}
      </ul>
      {missing.length ? (
        <p className="mt-3 text-sm text-muted">
          Everything marked "Not connected" is optional; the rest of this screen works without it.
          Whoever looks after the website can connect it in a few minutes with the shop's Google
          account.
        </p>
      ) : null}
    </section>
  );
}
