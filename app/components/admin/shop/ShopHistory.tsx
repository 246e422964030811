// The short history of changes to the shop's facts, under Shop settings
// (docs/decisions/0040-shop-facts-in-d1.md): which fields, when and by whom.
import type { AnswerOf, adminApi } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { PRICE_LABELS } from "~/lib/shop-schema";

type History = AnswerOf<typeof adminApi.admin.shop.$get>["history"];

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

// How the history names a changed field.
function fieldName(field: string): string {
  const [group, sub] = field.split(".");
  if (group === "hours" && sub) return `${capital(sub)}'s hours`;
  if (group === "prices" && sub) return `${PRICE_LABELS[sub as keyof typeof PRICE_LABELS]} price`;
  const names: Record<string, string> = {
    phone: "Phone",
    email: "Email",
    mapUrl: "Map link",
    closures: "Closures",
    closedHolidays: "Holidays",
    replyPromise: "Reply promise",
    googleReviewUrl: "Google review link",
    "address.street": "Street address",
    "address.streetName": "Street name",
    "address.city": "City",
    "address.region": "State",
    "address.postalCode": "ZIP code",
    "social.facebook": "Facebook link",
    "social.instagram": "Instagram link",
    "social.reviews": "Reviews link",
    "social.reviewSiteName": "Reviews site",
  };
  return names[field] ?? field;
}

export function ShopHistory({ history }: { history: History }) {
  return (
    <section aria-labelledby="shop-history-heading">
      <h2 id="shop-history-heading" className="font-sans text-lg font-semibold">
        Recent changes
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No changes yet.</p>
      ) : (
        <ol className="mt-2 space-y-3 text-sm">
          {history.map((h) => (
            <li key={h.id} className="border-b border-line pb-2">
              <p className="font-medium">{(h.fields as string[]).map(fieldName).join(", ")}</p>
              <p className="text-muted">
                <time dateTime={h.changedAt}>{formatDateTime(h.changedAt)}</time> · {h.changedBy}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
