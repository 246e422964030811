// Shop settings (/admin/shop): the facts every page, email and the booking rules read
// (docs/decisions/0040-shop-facts-in-d1.md), one form checked by the same schema as the API, and
// the short history of changes under it.
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type AnswerOf, ApiRequestError, adminApi, answerOf, serverMessage } from "~/lib/admin-api";
import {
  type Closure,
  closureDateIssues,
  PRICE_KEYS,
  PRICE_LABELS,
  type ShopFacts,
  shopFactsSchema,
} from "~/lib/shop-schema";
import { WEEKDAYS } from "~/lib/shop-time";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { Button } from "../ui/button";
import { LoadError } from "./AdminList";
import type { ClosureBooking } from "./ClosureBookings";
import { ClosuresSection } from "./shop/ClosuresSection";
import { OnlinePayments } from "./shop/OnlinePayments";
import { Section, textFields } from "./shop/parts";
import { ShopHistory } from "./shop/ShopHistory";
import { useAdminQuery } from "./useAdminQuery";

type Loaded = AnswerOf<typeof adminApi.admin.shop.$get>;
type History = Loaded["history"];
type Errors = Record<string, string>;

const control =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink focus:border-accent focus:outline-2 focus:outline-accent aria-[invalid=true]:border-danger";
// The id Field gives a control named `path` (ui/field.tsx), for the time inputs and the focus.
const idOf = (path: string) => `shop-${path}`;
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

export function ShopScreen() {
  const { data, error, loading, reload } = useAdminQuery("shop", () =>
    answerOf(adminApi.admin.shop.$get()),
  );
  if (error)
    return <LoadError title="Shop settings failed to load" error={error} onRetry={reload} />;
  if (loading && !data) return <p className="text-muted">Loading shop settings...</p>;
  if (!data) return null;
  return <ShopForm loaded={data} />;
}

function ShopForm({ loaded }: { loaded: Loaded }) {
  const [facts, setFacts] = useState<ShopFacts>(loaded.facts as ShopFacts);
  const [history, setHistory] = useState<History>(loaded.history);
  // The bookings a saved closure falls on (docs/decisions/0041-one-closures-list.md).
  const [affected, setAffected] = useState<ClosureBooking[]>(loaded.affectedBookings);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof ShopFacts>(key: K, value: ShopFacts[K]) =>
    setFacts((f) => ({ ...f, [key]: value }));
  const setIn = <K extends "address" | "prices" | "social">(key: K, sub: string, value: string) =>
    setFacts((f) => ({ ...f, [key]: { ...f[key], [sub]: value } }));
  const _setClosure = (i: number, patch: Partial<Closure>) =>
    set(
      "closures",
      facts.closures.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    );

  function showIssues(issues: readonly ValidationIssue[]) {
    const next: Errors = {};
    for (const issue of issues) next[issue.path] ??= issue.message;
    setErrors(next);
    toast.error("Shop settings not saved", { description: issues[0]?.message });
    const first = issues[0]?.path;
    if (first) document.getElementById(idOf(first))?.focus();
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = shopFactsSchema.safeParse(facts);
    if (!parsed.success) return showIssues(toIssues(parsed.error));
    const dates = closureDateIssues(parsed.data.closures, loaded.facts.closures as Closure[]);
    if (dates.length) return showIssues(dates);
    setSaving(true);
    try {
      const answer = await answerOf(adminApi.admin.shop.$put({ json: parsed.data }));
      setErrors({});
      setFacts(answer.facts as ShopFacts);
      setHistory(answer.history);
      setAffected(answer.affectedBookings);
      const falling = answer.affectedBookings.filter((b) => !b.askedToMove).length;
      toast.success("Settings Updated", {
        description: falling
          ? `${answer.message} ${falling === 1 ? "1 booking falls" : `${falling} bookings fall`} on a closure: see Closures.`
          : answer.message,
      });
    } catch (err) {
      if (err instanceof ApiRequestError && err.issues.length) showIssues(err.issues);
      else toast.error("Shop settings not saved", { description: serverMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  const text = textFields(errors);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form onSubmit={save} noValidate className="space-y-6" aria-label="Shop settings">
        {errors.form ? <p className="text-sm text-danger">{errors.form}</p> : null}
        <Section title="Contact and address">
          <div className="grid gap-4 sm:grid-cols-2">
            {text(
              "phone",
              "Phone",
              facts.phone,
              (v) => set("phone", v),
              "tel",
              "A US number, e.g. (713) 555-0100.",
            )}
            {text("email", "Email", facts.email, (v) => set("email", v), "email")}
            {text("address.street", "Street address", facts.address.street, (v) =>
              setIn("address", "street", v),
            )}
            {text(
              "address.streetName",
              "Street name in page text",
              facts.address.streetName,
              (v) => setIn("address", "streetName", v),
              "text",
              'As in "our studio on Main Street".',
            )}
            {text("address.city", "City", facts.address.city, (v) => setIn("address", "city", v))}
            <div className="grid grid-cols-2 gap-4">
              {text("address.region", "State", facts.address.region, (v) =>
                setIn("address", "region", v),
              )}
              {text("address.postalCode", "ZIP code", facts.address.postalCode, (v) =>
                setIn("address", "postalCode", v),
              )}
            </div>
          </div>
          {text("mapUrl", "Map link (directions)", facts.mapUrl, (v) => set("mapUrl", v), "url")}
        </Section>

        <Section title="Opening hours">
          <p className="text-sm text-muted">Booking times follow these hours.</p>
          <ul className="space-y-3">
            {WEEKDAYS.map((day) => {
              const h = facts.hours[day];
              const setDay = (patch: Partial<typeof h>) =>
                set("hours", { ...facts.hours, [day]: { ...h, ...patch } });
              const error = errors[`hours.${day}.to`] ?? errors[`hours.${day}.from`];
              return (
                <li key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <label className="flex w-36 items-center gap-2 font-medium">
                    <input
                      type="checkbox"
                      checked={h.open}
                      onChange={(e) => setDay({ open: e.target.checked })}
                      className="size-4 accent-accent"
                    />
                    {capital(day)}
                  </label>
                  {h.open ? (
                    <span className="flex items-center gap-2">
                      <label className="sr-only" htmlFor={idOf(`hours.${day}.from`)}>
                        {capital(day)} opens
                      </label>
                      <input
                        id={idOf(`hours.${day}.from`)}
                        type="time"
                        value={h.from}
                        onChange={(e) => setDay({ from: e.target.value })}
                        className={`${control} mt-0 w-32`}
                      />
                      <span aria-hidden="true">to</span>
                      <label className="sr-only" htmlFor={idOf(`hours.${day}.to`)}>
                        {capital(day)} closes
                      </label>
                      <input
                        id={idOf(`hours.${day}.to`)}
                        type="time"
                        value={h.to}
                        aria-invalid={error ? true : undefined}
                        onChange={(e) => setDay({ to: e.target.value })}
                        className={`${control} mt-0 w-32`}
                      />
                    </span>
                  ) : (
                    <span className="text-muted">Closed</span>
                  )}
                  {error ? <p className="w-full text-sm text-danger">{error}</p> : null}
                </li>
              );
            })}
          </ul>
        </Section>

        <ClosuresSection
          facts={facts}
          errors={errors}
          onChange={(closures) => set("closures", closures)}
          onHolidays={(ids) => set("closedHolidays", ids)}
          affected={affected}
          setAffected={setAffected}
        />
        <Section title="Typical prices">
          <p className="text-sm text-muted">
            Shown on the services as "Typical price", written like $75-$300+.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {PRICE_KEYS.map((k) =>
              text(
                `prices.${k}`,
                PRICE_LABELS[k],
                facts.prices[k],
                (v) => setIn("prices", k, v),
                "text",
              ),
            )}
          </div>
        </Section>

        <Section title="Promises and links">
          {text(
            "replyPromise",
            "We reply",
            facts.replyPromise,
            (v) => set("replyPromise", v),
            "text",
            'Shown as "We reply within 24 hours."',
          )}
          {text(
            "googleReviewUrl",
            "Google review link",
            facts.googleReviewUrl,
            (v) => set("googleReviewUrl", v),
            "url",
            "Sent to every customer after pickup.",
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {text(
              "social.facebook",
              "Facebook",
              facts.social.facebook,
              (v) => setIn("social", "facebook", v),
              "url",
            )}
            {text(
              "social.instagram",
              "Instagram",
              facts.social.instagram,
              (v) => setIn("social", "instagram", v),
              "url",
            )}
            {text(
              "social.reviews",
              "Reviews page",
              facts.social.reviews,
              (v) => setIn("social", "reviews", v),
              "url",
            )}
            {text(
              "social.reviewSiteName",
              "Reviews site's name",
              facts.social.reviewSiteName,
              (v) => setIn("social", "reviewSiteName", v),
            )}
          </div>
        </Section>

        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Shop Settings"}
        </Button>
      </form>

      <div className="space-y-6">
        <OnlinePayments status={loaded.onlinePayments} />
        <ShopHistory history={history} />
      </div>
    </div>
  );
}
