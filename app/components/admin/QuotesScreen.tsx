// The frame designer's quote requests, newest first: each with its design drawn from what was
// stored, the estimate the visitor saw, the photos, and the owner's reply and outcome.
import { adminApi, answerOf } from "~/lib/admin-api";
import { ButtonAnchor } from "../ui/button";
import { AdminList } from "./AdminList";
import { QuoteCard } from "./QuoteCard";
import { useAdminQuery } from "./useAdminQuery";
import { useHashTarget } from "./useHashTarget";

export function QuotesScreen() {
  const { data, error, loading, reload } = useAdminQuery("quotes", () =>
    answerOf(adminApi.admin.quotes.$get()),
  );
  const quotes = data?.quotes;
  useHashTarget(quotes !== undefined);
  return (
    <AdminList
      count={quotes?.length}
      noun="quote requests"
      loading={loading}
      loadingText="Loading quote requests..."
      error={error}
      emptyText="No quote requests yet. They arrive from the frame designer."
      actions={
        <ButtonAnchor
          variant="secondary"
          size="sm"
          href="/frame-designer"
          target="_blank"
          rel="noopener"
        >
          Open frame designer
        </ButtonAnchor>
      }
    >
      <ul className="space-y-4">
        {quotes?.map((q) => (
          <QuoteCard key={q.id} quote={q} onChanged={reload} />
        ))}
      </ul>
    </AdminList>
  );
}
