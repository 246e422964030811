// Shop settings (/admin/shop): the facts every page, email and the booking rules read
// (docs/decisions/0040-shop-facts-in-d1.md), one form checked by the same schema as the API, and
// the short history of changes under it.
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type AnswerOf, ApiRequestError, adminApi, answerOf, serverMessage } from "~/lib/admin-api";
import { HOLIDAYS } from "~/lib/booking/holidays";
import { formatDateTime } from "~/lib/date-format";
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
import { Field } from "../ui/field";
import { LoadError } from "./AdminList";
import { useAdminQuery } from "./useAdminQuery";

type Loaded = AnswerOf<typeof adminApi.admin.shop.$get>;
type History = Loaded["history"];
type Errors = Record<string, string>;

const control =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-base text-ink focus:border-accent focus:outline-2 focus:outline-accent aria-[invalid=true]:border-danger";
// The id Field gives a control named `path` (ui/field.tsx), for the time inputs and the focus.
const idOf = (path: string) => `shop-${path}`;
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

interface TextProps {
  path: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  errors: Errors;
  type?: string;
  hint?: string;
}

function Text({ path, label, value, onChange, errors, type = "text", hint }: TextProps) {
  return (
    <Field name={path} label={label} error={errors[path]} hint={hint} idPrefix="shop-">
      {(input) => (
        <input {...input} type={type} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-line bg-surface p-5">
      <legend className="px-1 font-sans text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

const NEW_CLOSURE: Closure = { from: "", to: "", note: "", opens: null, closes: null };

function ShopForm({ loaded }: { loaded: Loaded }) {
  const [facts, setFacts] = useState<ShopFacts>(loaded.facts as ShopFacts);
  const [history, setHistory] = useState<History>(loaded.history);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof ShopFacts>(key: K, value: ShopFacts[K]) =>
    setFacts((f) => ({ ...f, [key]: value }));
  const setIn = <K extends "address" | "prices" | "social">(key: K, sub: string, value: string) =>
    setFacts((f) => ({ ...f, [key]: { ...f[key], [sub]: value } }));
  const setClosure = (i: number, patch: Partial<Closure>) =>
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
      toast.success("Settings Updated", { description: answer.message });
    } catch (err) {
      if (err instanceof ApiRequestError && err.issues.length) showIssues(err.issues);
      else toast.error("Shop settings not saved", { description: serverMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  const text = (
    path: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    type?: string,
    hint?: string,
  ) => (
    <Text
      path={path}
      label={label}
      value={value}
      onChange={onChange}
      errors={errors}
      type={type}
      hint={hint}
    />
  );

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

        <Section title="Closures and special hours">
          <p className="text-sm text-muted">
            A day or range the shop is closed (or open other hours), with a note such as
            "Thanksgiving". Bookings stop those days, and the site announces it two weeks ahead.
          </p>
          {facts.closures.length === 0 ? <p className="text-sm text-muted">No closures.</p> : null}
          <ul className="space-y-4">
            {facts.closures.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is stable.
              <li key={i} className="space-y-3 rounded-md border border-line p-3">
                <div className="grid gap-3 sm:grid-cols-3">
                  {text(
                    `closures.${i}.from`,
                    "First day",
                    c.from,
                    (v) => setClosure(i, { from: v, to: c.to || v }),
                    "date",
                  )}
                  {text(
                    `closures.${i}.to`,
                    "Last day",
                    c.to,
                    (v) => setClosure(i, { to: v }),
                    "date",
                  )}
                  {text(
                    `closures.${i}.note`,
                    "For",
                    c.note,
                    (v) => setClosure(i, { note: v }),
                    "text",
                    "e.g. Thanksgiving",
                  )}
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  {text(
                    `closures.${i}.opens`,
                    "Special opening (optional)",
                    c.opens ?? "",
                    (v) => setClosure(i, { opens: v || null }),
                    "time",
                  )}
                  {text(
                    `closures.${i}.closes`,
                    "Special closing (optional)",
                    c.closes ?? "",
                    (v) => setClosure(i, { closes: v || null }),
                    "time",
                    "Empty: closed all day.",
                  )}
                  <div className="flex items-end">
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() =>
                        set(
                          "closures",
                          facts.closures.filter((_, j) => j !== i),
                        )
                      }
                    >
                      Remove
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="secondary"
            onClick={() => set("closures", [...facts.closures, NEW_CLOSURE])}
          >
            Add a closure
          </Button>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Closed on these holidays every year</legend>
            {HOLIDAYS.map((h) => (
              <label key={h.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={facts.closedHolidays.includes(h.id)}
                  onChange={(e) =>
                    set(
                      "closedHolidays",
                      e.target.checked
                        ? [...facts.closedHolidays, h.id]
                        : facts.closedHolidays.filter((id) => id !== h.id),
                    )
                  }
                  className="size-4 accent-accent"
                />
                {h.label}
              </label>
            ))}
          </fieldset>
        </Section>

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
    </div>
  );
}
