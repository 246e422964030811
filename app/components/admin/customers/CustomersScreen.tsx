// Everyone the shop has heard from or added by hand, one row per person (their email address),
// latest contact first: what they have (messages, bookings, quotes, jobs), what they have spent and
// still owe, searchable, a page at a time; and when people were deleted (never who).
import { Link, useSearchParams } from "react-router";
import { adminApi, answerOf } from "~/lib/admin-api";
import { customerPath } from "~/lib/customers";
import { formatDateTime } from "~/lib/date-format";
import { formatCents } from "~/lib/jobs";
import { countOf } from "~/lib/plural";
import { Badge } from "../../ui/badge";
import { ButtonLink } from "../../ui/button-link";
import { AdminList } from "../AdminList";
import { SearchForm } from "../SearchForm";
import { useAdminQuery } from "../useAdminQuery";
import { AddCustomerButton } from "./AddCustomerDialog";
import { ErasuresLog } from "./ErasuresLog";

export function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = { ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) };
  const list = useAdminQuery(`customers-${q}-${page}`, () =>
    answerOf(adminApi.admin.customers.$get({ query })),
  );
  const customers = list.data?.customers;
  const pageLink = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set("page", String(p));
    else next.delete("page");
    return `?${next}`;
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 sm:flex-1">
          <SearchForm
            id="customers-q"
            label="Find a customer"
            placeholder="Name, email or phone"
            defaultValue={q}
            onSearch={(value) => setParams(value ? { q: value } : {}, { replace: true })}
          />
        </div>
        <AddCustomerButton />
      </div>
      <AdminList
        count={customers?.length}
        noun="customers"
        loading={list.loading}
        loadingText="Loading customers..."
        error={list.error}
        onRetry={list.reload}
        emptyText={
          q
            ? `No one matches “${q}”.`
            : "No customers yet: everyone who writes, books, asks for a quote or has a job shows here."
        }
      >
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {customers?.map((c) => (
            <li key={c.email} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <div className="min-w-0">
                <Link
                  to={customerPath(c.email)}
                  className="font-medium break-words text-accent underline underline-offset-2"
                >
                  {c.name}
                </Link>
                <p className="text-sm break-all text-muted">
                  {c.email}
                  {c.phone ? ` · ${c.phone}` : ""}
                </p>
              </div>
              <div className="text-right text-sm">
                <p>
                  {[
                    countOf(c.counts.messages, "message"),
                    countOf(c.counts.bookings, "booking"),
                    countOf(c.counts.quotes, "quote"),
                    countOf(c.counts.jobs, "job"),
                  ]
                    .filter((s) => !s.startsWith("0 "))
                    .join(" · ")}
                  {c.spentCents ? ` · spent ${formatCents(c.spentCents)}` : ""}
                  {c.balanceCents > 0 ? (
                    <>
                      {" · "}
                      <Badge tone="warning">Owes {formatCents(c.balanceCents)}</Badge>
                    </>
                  ) : null}
                </p>
                <p className="text-muted">
                  Last contact{" "}
                  <time dateTime={c.lastContactAt}>{formatDateTime(c.lastContactAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </AdminList>
      {page > 1 || list.data?.nextPage ? (
        <nav aria-label="Pages of customers" className="flex justify-between gap-2">
          {page > 1 ? (
            <ButtonLink to={pageLink(page - 1)} variant="secondary" size="sm">
              ← Newer
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="self-center text-sm text-muted">Page {page}</span>
          {list.data?.nextPage ? (
            <ButtonLink to={pageLink(list.data.nextPage)} variant="secondary" size="sm">
              Older →
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {list.data?.erasures.length ? <ErasuresLog erasures={list.data.erasures} /> : null}
    </div>
  );
}
