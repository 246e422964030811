import { serviceLabel } from "~/content/options";
import { formatDateTime } from "~/lib/date-format";
import type { Contact } from "~db/schema";
import { Badge } from "../ui/badge";
import { ButtonAnchor } from "../ui/button";
import { AdminList, ReachLinks } from "./AdminList";
import { useAdminData } from "./useAdminData";

export function ContactsTab() {
  const { data, error, loading } = useAdminData<{ contacts: Contact[] }>("/api/admin/contacts");
  const contacts = data?.contacts;
  return (
    <AdminList
      count={contacts?.length}
      noun="submissions"
      loading={loading}
      loadingText="Loading contacts..."
      error={error}
      emptyText="No contact submissions yet."
      actions={
        <>
          <ButtonAnchor variant="secondary" size="sm" href="/api/admin/contacts.csv" download>
            Export CSV
          </ButtonAnchor>
          <ButtonAnchor
            variant="secondary"
            size="sm"
            href="/contact"
            target="_blank"
            rel="noopener"
          >
            Open contact page
          </ButtonAnchor>
        </>
      }
    >
      <ul className="space-y-4">
        {contacts?.map((c) => (
          <li key={c.id} className="rounded-lg border border-line bg-surface p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-sans text-lg font-semibold">
                  {c.firstName} {c.lastName}
                </h3>
                <p className="text-sm text-muted">
                  <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
                </p>
              </div>
              {c.service ? (
                <Badge tone="accent">{serviceLabel(c.service) ?? c.service}</Badge>
              ) : null}
            </div>
            <ReachLinks email={c.email} phone={c.phone} />
            <p className="mt-3 whitespace-pre-line rounded-md bg-ground p-3 text-sm">{c.message}</p>
          </li>
        ))}
      </ul>
    </AdminList>
  );
}
