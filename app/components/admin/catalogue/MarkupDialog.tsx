// Prices from cost x markup for one kind of the catalogue (docs/decisions/0099-materials-and-frame-order.md):
// the owner types the multiplier, sees every new price beside the old one, then applies them.
import { useState } from "react";
import { toast } from "sonner";
import { type AnswerOf, adminApi, answerOf, serverMessage, withJson } from "~/lib/admin-api";
import { CATALOGUE_NOUNS, type CatalogueKind } from "~/lib/frame-catalogue-schema";
import { markupSchema } from "~/lib/materials-schema";
import { countOf } from "~/lib/plural";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog";
import { InputField } from "../../ui/field";

type Preview = AnswerOf<(typeof adminApi.admin.frames)[":kind"]["markup"]["$post"]>;
const UNIT: Record<CatalogueKind, string> = {
  mouldings: "per united inch",
  mats: "per sq in of mat board",
  glazing: "per sq in",
};
const dollars = (n: number) => `$${n.toFixed(4).replace(/0{1,2}$/, "")}`;

export function MarkupDialog({
  kind,
  onClose,
  onApplied,
}: {
  kind: CatalogueKind;
  onClose: () => void;
  onApplied: () => Promise<void>;
}) {
  const [text, setText] = useState("3");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(apply: boolean) {
    const parsed = markupSchema.safeParse({ markup: Number(text), apply });
    if (!parsed.success || text.trim() === "")
      return setError(parsed.success ? "Type a markup, e.g. 3." : parsed.error.issues[0].message);
    setBusy(true);
    setError(null);
    try {
      const answer = await answerOf(
        adminApi.admin.frames[":kind"].markup.$post({ param: { kind } }, withJson(parsed.data)),
      );
      setPreview(answer);
      if (apply) {
        toast.success(
          `${countOf(answer.changes.length, "price")} set from cost × ${answer.markup}`,
        );
        await onApplied();
        onClose();
      }
    } catch (err) {
      setError(serverMessage(err) ?? String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={`Set ${CATALOGUE_NOUNS[kind]} prices from cost`}
        description="Price = what you pay × your markup. Entries without a cost keep their price. Quotes already sent keep theirs."
        className="max-w-xl!"
      >
        <div className="space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <InputField
              name="markup"
              label="Markup (×)"
              idPrefix={`markup-${kind}-`}
              inputMode="decimal"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPreview(null);
              }}
              className="w-24"
            />
            <Button variant="secondary" disabled={busy} onClick={() => send(false)}>
              {busy && !preview ? "Working..." : "Preview"}
            </Button>
          </div>
          {error ? <Alert size="sm">{error}</Alert> : null}
          {preview ? (
            <div className="space-y-2 text-sm">
              {preview.changes.length ? (
                <ul className="divide-y divide-line rounded border border-line">
                  {preview.changes.map((c) => (
                    <li key={c.id} className="flex flex-wrap justify-between gap-2 p-2">
                      <span>{c.name}</span>
                      <span className="tabular-nums">
                        {dollars(c.oldPrice)} → <strong>{dollars(c.newPrice)}</strong> {UNIT[kind]}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>No price would change.</p>
              )}
              {preview.skipped.length ? (
                <p className="text-muted">
                  Left as they are:{" "}
                  {preview.skipped.map((s) => `${s.name} (${s.reason})`).join(", ")}
                </p>
              ) : null}
            </div>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button disabled={busy || !preview?.changes.length} onClick={() => send(true)}>
              {busy && preview ? "Applying..." : "Apply these prices"}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
