import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Toaster, toast } from "sonner";
import { AdminLogin } from "~/components/admin/AdminLogin";
import { AppointmentsTab } from "~/components/admin/AppointmentsTab";
import { BlogTab } from "~/components/admin/BlogTab";
import { ContactsTab } from "~/components/admin/ContactsTab";
import { PortfolioTab } from "~/components/admin/PortfolioTab";
import { QuotesTab } from "~/components/admin/QuotesTab";
import { SeoTab } from "~/components/admin/SeoTab";
import { UsageTab } from "~/components/admin/UsageTab";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { business } from "~/content/business";
import { adminPageAccess, signedOut } from "~/lib/admin-session.server";
import type { Route } from "./+types/panel";

export function meta() {
  return [{ title: `Admin | ${business.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { result, devSignIn } = await adminPageAccess(request, context);
  if (!result.ok) return signedOut(result, devSignIn);
  return { signedIn: true as const, admin: result.admin };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const TABS = [
  { id: "contacts", label: "Contact Forms", Panel: ContactsTab },
  { id: "appointments", label: "Appointments", Panel: AppointmentsTab },
  { id: "quotes", label: "Quotes", Panel: QuotesTab },
  { id: "portfolio", label: "Portfolio Images", Panel: PortfolioTab },
  { id: "blog", label: "Blog", Panel: BlogTab },
  { id: "usage", label: "AI Usage", Panel: UsageTab },
  { id: "seo", label: "SEO", Panel: SeoTab },
] as const;

export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const justSignedIn = params.get("signedIn") === "1";
  const admin = loaderData.signedIn ? loaderData.admin : null;

  useEffect(() => {
    if (admin && justSignedIn) {
      toast.success("Login Successful", { description: `Welcome ${admin.name}!` });
      setParams(
        (p) => {
          p.delete("signedIn");
          return p;
        },
        { replace: true },
      );
    }
  }, [admin, justSignedIn, setParams]);

  if (!loaderData.signedIn) {
    return (
      <>
        <AdminLogin
          error={loaderData.error}
          devSignIn={loaderData.devSignIn}
          signedOutNotice={params.get("signedOut") === "1"}
          returnTo="/admin"
        />
        <Toaster position="top-right" visibleToasts={1} richColors />
      </>
    );
  }

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
      <p className="mt-2 text-sm text-muted">Signed in as {admin?.email}</p>
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
      <Toaster position="top-right" visibleToasts={1} richColors />
    </div>
  );
}
