// The owner's testimonials (issue #31): add what a customer said, edit, hide, delete and order
// them. The home page and /services show the first few visible ones, /about all of them.
import { useState } from "react";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatCalendarDay } from "~/lib/date-format";
import { FEATURED_TESTIMONIALS, SOURCE_LABELS } from "~/lib/testimonials";
import type { Testimonial } from "~db/schema";
import { Badge } from "../../ui/badge";
import { Button, ButtonAnchor } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { LoadError } from "../AdminList";
import { useAdminMutation } from "../useAdminMutation";
import { useAdminQuery } from "../useAdminQuery";
import { TestimonialForm } from "./TestimonialForm";

const testimonialsApi = adminApi.admin.testimonials;

export function TestimonialsScreen() {
  const { data, error, loading, reload } = useAdminQuery(
    "testimonials",
    () => answerOf(testimonialsApi.$get()),
    { failure: "Failed to load testimonials" },
  );
  const [editing, setEditing] = useState<Testimonial | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  const change = useAdminMutation(
    (t: Testimonial) =>
      answerOf(
        testimonialsApi[":id"].$put(
          { param: { id: String(t.id) } },
          withJson({
            quote: t.quote,
            name: t.name,
            framed: t.framed,
            saidOn: t.saidOn,
            source: t.source,
            hidden: !t.hidden,
          }),
        ),
      ),
    {
      success: (answer) => ({
        title: answer.testimonial.hidden ? "Testimonial hidden" : "Testimonial shown",
        description: answer.testimonial.hidden
          ? "Visitors no longer see it."
          : "Visitors see it on the pages now.",
      }),
      failure: { title: "The testimonial was not changed" },
      onSuccess: reload,
    },
  );
  const move = useAdminMutation(
    (order: number[]) => answerOf(testimonialsApi.order.$put({}, withJson({ order }))),
    { success: null, failure: { title: "The order was not saved" }, onSuccess: reload },
  );
  const remove = useAdminMutation(
    (t: Testimonial) => answerOf(testimonialsApi[":id"].$delete({ param: { id: String(t.id) } })),
    {
      success: { title: "Testimonial deleted" },
      failure: { title: "The testimonial was not deleted" },
      onSuccess: async () => {
        setDeleting(null);
        await reload();
      },
    },
  );

  if (error)
    return <LoadError title="The testimonials failed to load" error={error} onRetry={reload} />;
  if (loading && !data)
    return (
      <p className="text-muted" role="status">
        Loading testimonials...
      </p>
    );
  if (!data) return null;

  const list = data.testimonials;
  const busy = change.busy || move.busy || remove.busy;
  const visible = list.filter((t) => !t.hidden);
  const featured = new Set(visible.slice(0, FEATURED_TESTIMONIALS).map((t) => t.id));

  function moveBy(index: number, by: -1 | 1) {
    const ids = list.map((t) => t.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    void move.run(ids);
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted">
          The first {FEATURED_TESTIMONIALS} shown ones appear on the home page and Services; the
          About page shows every one that is not hidden, in this order.
        </p>
        <ButtonAnchor variant="secondary" size="sm" href="/about#testimonials" target="_blank">
          Open the About page
        </ButtonAnchor>
      </div>
      <TestimonialForm
        key={editing?.id ?? "new"}
        editing={editing}
        onDone={async () => {
          setEditing(null);
          await reload();
        }}
      />
      <section
        aria-labelledby="testimonials-list"
        className="rounded-lg border border-line bg-surface p-5"
      >
        <h2 id="testimonials-list" className="font-sans text-lg font-semibold">
          Testimonials
        </h2>
        <p className="mt-1 text-sm text-muted">
          {list.length === 0
            ? "None yet. Add the first one above."
            : `${visible.length} shown, ${list.length - visible.length} hidden.`}
        </p>
        <ol className="mt-4 divide-y divide-line">
          {list.map((t, i) => (
            <li key={t.id} data-testimonial={t.id} className="py-4">
              <div className={t.hidden ? "opacity-60" : ""}>
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {t.name}
                  {t.hidden ? <Badge>Hidden</Badge> : null}
                  {featured.has(t.id) ? <Badge tone="green">Home page</Badge> : null}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">“{t.quote}”</p>
                <p className="mt-1 text-sm text-muted">
                  Framed {t.framed} · {SOURCE_LABELS[t.source]} · {formatCalendarDay(t.saidOn)}
                </p>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy || i === 0}
                  onClick={() => moveBy(i, -1)}
                  aria-label={`Move ${t.name}'s testimonial up`}
                >
                  Up
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy || i === list.length - 1}
                  onClick={() => moveBy(i, 1)}
                  aria-label={`Move ${t.name}'s testimonial down`}
                >
                  Down
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => {
                    setEditing(t);
                    document.getElementById("testimonial-form-title")?.scrollIntoView();
                  }}
                  aria-label={`Edit ${t.name}'s testimonial`}
                >
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => void change.run(t)}
                  aria-label={`${t.hidden ? "Show" : "Hide"} ${t.name}'s testimonial`}
                >
                  {change.running?.id === t.id ? "Saving..." : t.hidden ? "Show" : "Hide"}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => setDeleting(t)}
                  aria-label={`Delete ${t.name}'s testimonial`}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this testimonial?"
        confirmLabel="Delete"
        workingLabel="Deleting..."
        disabled={busy}
        working={remove.busy}
        onConfirm={() => deleting && void remove.run(deleting)}
        onDismiss={() => setDeleting(null)}
      >
        <p>
          {deleting?.name}'s words leave the site and this list. To take them off the site but keep
          them, hide them instead.
        </p>
      </ConfirmDialog>
    </div>
  );
}
