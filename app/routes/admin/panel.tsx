import { useSearchParams } from "react-router";
import { AppointmentsTab } from "~/components/admin/AppointmentsTab";
import { BlogTab } from "~/components/admin/BlogTab";
import { CatalogueTab } from "~/components/admin/CatalogueTab";
import { ContactsTab } from "~/components/admin/ContactsTab";
import { PortfolioTab } from "~/components/admin/PortfolioTab";
import { QuotesTab } from "~/components/admin/QuotesTab";
import { SeoTab } from "~/components/admin/SeoTab";
import { UsageTab } from "~/components/admin/UsageTab";
import { useOwner } from "~/components/admin/useOwner";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { business } from "~/content/business";

// Signed-in owners only: routes/admin/layout.tsx guards this page.
export function meta() {
  return [{ title: `Admin | ${business.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

const TABS = [
  { id: "contacts", label: "Messages", Panel: ContactsTab },
  { id: "appointments", label: "Appointments", Panel: AppointmentsTab },
  { id: "quotes", label: "Quotes", Panel: QuotesTab },
  { id: "catalogue", label: "Frame Catalogue", Panel: CatalogueTab },
  { id: "portfolio", label: "Portfolio Images", Panel: PortfolioTab },
  { id: "blog", label: "Blog", Panel: BlogTab },
  { id: "usage", label: "AI Usage", Panel: UsageTab },
  { id: "seo", label: "SEO", Panel: SeoTab },
] as const;

export default function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const admin = useOwner();

  const requested = params.get("tab");
  const tab = TABS.find((t) => t.id === requested)?.id ?? "contacts";

  return (
    <div className="mx-auto max-w-content px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-sans text-3xl font-semibold">{`${business.name} Admin`}</h1>
          <p className="mt-1 text-muted">Manage contact forms and appointment bookings</p>
        </div>
        <form method="post" action="/api/admin/logout">
          <Button type="submit" variant="secondary">
            Logout
          </Button>
        </form>
      </div>
      <p className="mt-2 text-sm text-muted">Signed in as {admin.email}</p>
      <Tabs
        className="mt-8"
        value={tab}
        onValueChange={(value) =>
          setParams(
            (p) => {
              p.set("tab", value);
              return p;
            },
            { replace: true, preventScrollReset: true },
          )
        }
      >
        <TabsList aria-label="Admin sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.id} value={t.id}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ id, Panel }) => (
          <TabsContent key={id} value={id}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
