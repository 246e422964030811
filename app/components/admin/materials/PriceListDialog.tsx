// A vendor's price list (docs/decisions/0099-materials-and-frame-order.md): the owner chooses the
// CSV file, sees what would change (and which codes and rows were not used), then applies it.
import { useState } from "react";
import { toast } from "sonner";
import { ApiRequestError, adminApi, answerOf, serverMessage, withForm } from "~/lib/admin-api";
import { formatCents } from "~/lib/jobs";
import { MAX_PRICE_LIST_BYTES } from "~/lib/materials-schema";
import { countOf } from "~/lib/plural";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog";

interface Preview {
  changes: Array<{
    vendorCode: string;
    name: string;
    oldCostCents: number | null;
    newCostCents: number;
  }>;
  unknownCodes: string[];
  badRows: Array<{ line: number; error: string }>;
  applied: boolean;
}

export function PriceListDialog({
  vendor,
  onClose,
  onApplied,
}: {
  vendor: { id: number; name: string };
  onClose: () => void;
  onApplied: () => Promise<void>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(apply: boolean) {
    if (!file) return;
    if (file.size > MAX_PRICE_LIST_BYTES)
      return setError("The price list is over 2 MB: split it into smaller files.");
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.set("file", file);
      const body = (await answerOf(
        adminApi.admin.vendors[":id"]["price-list"].$post(
          { param: { id: String(vendor.id) }, query: apply ? { apply: "true" } : {} },
          withForm(form),
        ),
      )) as Preview;
      setPreview(body);
      if (apply) {
        toast.success(`${vendor.name}'s costs updated`, {
          description: `${countOf(body.changes.length, "cost")} changed.`,
        });
        await onApplied();
        onClose();
      }
    } catch (err) {
      setError(
        err instanceof ApiRequestError
          ? (err.issues[0]?.message ?? serverMessage(err) ?? err.message)
          : String(err),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={`${vendor.name}'s price list`}
        description="A CSV file whose first row names the columns: the vendor's item code and the cost. Other columns are ignored. Nothing changes until you apply it."
        className="max-w-2xl!"
      >
        <div className="space-y-4">
          <label className="block text-sm font-medium">
            CSV file (at most 2 MB)
            <input
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block w-full text-sm"
              disabled={busy}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setError(null);
              }}
            />
          </label>
          {error ? <Alert size="sm">{error}</Alert> : null}
          {preview ? <PreviewTable preview={preview} /> : null}
          <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            {preview ? (
              <Button disabled={busy || preview.changes.length === 0} onClick={() => send(true)}>
                {busy ? "Applying..." : `Apply ${countOf(preview.changes.length, "change")}`}
              </Button>
            ) : (
              <Button disabled={busy || !file} onClick={() => send(false)}>
                {busy ? "Reading..." : "Preview"}
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const { changes, unknownCodes, badRows } = preview;
  return (
    <div className="space-y-3 text-sm">
      <p>
        {countOf(changes.length, "cost")} would change · {countOf(unknownCodes.length, "code")} not
        in your catalogue · {countOf(badRows.length, "row")} not read.
      </p>
      {changes.length ? (
        <div className="max-h-64 overflow-auto rounded border border-line">
          <table className="w-full text-left">
            <thead className="bg-ground text-xs text-muted">
              <tr>
                <th className="p-2">Code</th>
                <th className="p-2">Entry</th>
                <th className="p-2 text-right">Now</th>
                <th className="p-2 text-right">New</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => (
                <tr key={c.vendorCode} className="border-t border-line">
                  <td className="p-2 font-mono">{c.vendorCode}</td>
                  <td className="p-2">{c.name}</td>
                  <td className="p-2 text-right">
                    {c.oldCostCents === null ? "—" : formatCents(c.oldCostCents)}
                  </td>
                  <td className="p-2 text-right font-medium">{formatCents(c.newCostCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {badRows.length ? (
        <details>
          <summary className="cursor-pointer">Rows not read</summary>
          <ul className="mt-1 list-disc pl-5">
            {badRows.slice(0, 50).map((r) => (
              <li key={r.line}>
                Line {r.line}: {r.error}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
