// One list of the catalogue (mouldings, mats or glazing): every entry with its look, details and
// price, retired ones dimmed, and Add, Edit, Retire and Restore.
import { useState } from "react";
import { toast } from "sonner";
import { adminApi, answerOf, serverMessage } from "~/lib/admin-api";
import { CATALOGUE_NOUNS, type CatalogueKind } from "~/lib/frame-catalogue-schema";
import { formatInches } from "~/lib/frame-estimate";
import type { FrameGlazing, FrameMat, FrameMoulding } from "~db/schema";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import type { CatalogueEntry, OwnerCatalogue } from "./catalogue-fields";
import { costLine } from "./cost-line";
import { EntryDialog } from "./EntryDialog";
import { MarkupDialog } from "./MarkupDialog";

const TITLES: Record<CatalogueKind, { heading: string; intro: string }> = {
  mouldings: {
    heading: "Mouldings",
    intro: "Priced per united inch (width + height) of the frame's opening.",
  },
  mats: { heading: "Mats", intro: "Colours on offer; mat board is priced in the price table." },
  glazing: { heading: "Glazing", intro: "Priced per square inch of the opening." },
};

// Dollars with cents, and up to four decimals where a price per inch has them: $2.60, $0.0525.
const money = (n: number) => `$${n.toFixed(4).replace(/0{1,2}$/, "")}`;

function Look({ kind, entry }: { kind: CatalogueKind; entry: CatalogueEntry }) {
  if (kind === "mouldings")
    return (
      <img
        src={(entry as FrameMoulding).swatch}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded border border-line object-cover"
      />
    );
  if (kind === "mats")
    return (
      <span
        aria-hidden="true"
        className="size-12 shrink-0 rounded border border-line"
        style={{ backgroundColor: (entry as FrameMat).colour }}
      />
    );
  return null;
}

function details(kind: CatalogueKind, entry: CatalogueEntry): { text: string; price?: string } {
  if (kind === "mouldings") {
    const m = entry as FrameMoulding;
    return {
      text: `${m.finish} · ${formatInches(m.profileWidthInches)} in profile · ${m.colour}`,
      price: `${money(m.pricePerUnitedInch)} per united inch`,
    };
  }
  if (kind === "mats") return { text: (entry as FrameMat).colour };
  const g = entry as FrameGlazing;
  return { text: g.description, price: `${money(g.pricePerSquareInch)} per sq in` };
}

export function EntrySection({
  kind,
  catalogue,
  onChanged,
}: {
  kind: CatalogueKind;
  catalogue: OwnerCatalogue;
  onChanged: () => Promise<void>;
}) {
  const entries: CatalogueEntry[] = catalogue[kind];
  const [editing, setEditing] = useState<CatalogueEntry | "new" | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [markup, setMarkup] = useState(false);
  const noun = CATALOGUE_NOUNS[kind];
  const { heading, intro } = TITLES[kind];
  const retired = entries.filter((e) => e.retiredAt).length;
  const headingId = `catalogue-${kind}-heading`;

  async function setOffered(entry: CatalogueEntry, action: "retire" | "restore") {
    setBusy(entry.id);
    try {
      const param = { param: { kind, id: entry.id } };
      const entryApi = adminApi.admin.frames[":kind"][":id"];
      const { message } = await answerOf(
        action === "retire" ? entryApi.retire.$post(param) : entryApi.restore.$post(param),
      );
      toast.success(message, {
        description:
          action === "retire"
            ? `${entry.name} is no longer offered. Quotes that used it keep it; restore it any time.`
            : `${entry.name} is offered in the frame designer again.`,
      });
      await onChanged();
    } catch (err) {
      toast.error(`The ${noun} was not ${action}d`, { description: serverMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-sans text-lg font-semibold">
            {heading}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {entries.length - retired} on offer{retired ? `, ${retired} retired` : ""}. {intro}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setMarkup(true)}>
            Prices from cost
          </Button>
          <Button size="sm" onClick={() => setEditing("new")}>
            Add {noun}
          </Button>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-line">
        {entries.map((entry) => {
          const { text, price } = details(kind, entry);
          return (
            <li
              key={entry.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
              data-entry={entry.id}
            >
              <div
                className={`flex min-w-0 flex-1 basis-64 items-center gap-3 ${entry.retiredAt ? "opacity-60" : ""}`}
              >
                <Look kind={kind} entry={entry} />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {entry.name}
                    {entry.retiredAt ? <Badge>Retired</Badge> : null}
                  </p>
                  <p className="break-words text-sm text-muted">{text}</p>
                  {price ? <p className="text-sm">{price}</p> : null}
                  <p className="text-sm text-muted">{costLine(kind, entry, catalogue)}</p>
                </div>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy !== null}
                  onClick={() => setEditing(entry)}
                  aria-label={`Edit ${entry.name}`}
                >
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy !== null}
                  onClick={() => setOffered(entry, entry.retiredAt ? "restore" : "retire")}
                  aria-label={`${entry.retiredAt ? "Restore" : "Retire"} ${entry.name}`}
                >
                  {busy === entry.id ? "Saving..." : entry.retiredAt ? "Restore" : "Retire"}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {markup ? (
        <MarkupDialog kind={kind} onClose={() => setMarkup(false)} onApplied={onChanged} />
      ) : null}
      {editing ? (
        <EntryDialog
          kind={kind}
          entry={editing === "new" ? null : editing}
          catalogue={catalogue}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      ) : null}
    </section>
  );
}
