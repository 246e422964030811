// The Vendors screen (docs/decisions/0099-materials-and-frame-order.md): who supplies the shop,
// where orders go and the shop's account with each; add, edit, retire or delete (only when
// nothing uses the vendor), and each vendor's price list.
import { useState } from "react";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { type VendorInput, vendorSchema } from "~/lib/materials-schema";
import { countOf } from "~/lib/plural";
import { toIssues } from "~/lib/validation-issues";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Dialog, DialogClose, DialogContent } from "../../ui/dialog";
import { InputField, TextareaField } from "../../ui/field";
import { EmptyState, QueryView } from "../AdminList";
import { useAdminMutation } from "../useAdminMutation";
import { useAdminQuery } from "../useAdminQuery";
import { PriceListDialog } from "./PriceListDialog";

type Vendor = AnswerOf<typeof adminApi.admin.vendors.$get>["vendors"][number];
const FIELDS = ["name", "orderEmail", "phone", "accountNumber", "notes"] as const;
const ID_PREFIX = "vendor-";

export function VendorsScreen() {
  const query = useAdminQuery("vendors", () => answerOf(adminApi.admin.vendors.$get()), {
    failure: "The vendors failed to load",
  });
  const [editing, setEditing] = useState<Vendor | "new" | null>(null);
  const [priceList, setPriceList] = useState<Vendor | null>(null);
  const [deleting, setDeleting] = useState<Vendor | null>(null);
  const vendorApi = adminApi.admin.vendors[":id"];
  const retire = useAdminMutation(
    (v: Vendor) =>
      answerOf(
        vendorApi.$put(
          { param: { id: String(v.id) } },
          withJson({ ...fieldsOf(v), retired: !v.retiredAt }),
        ),
      ),
    {
      success: (_, v) => ({ title: v.retiredAt ? `${v.name} is back` : `${v.name} retired` }),
      failure: { title: "The vendor was not changed" },
      onSuccess: query.reload,
    },
  );
  const remove = useAdminMutation(
    (v: Vendor) => answerOf(vendorApi.$delete({ param: { id: String(v.id) } })),
    {
      success: (_, v) => ({ title: `${v.name} deleted` }),
      failure: { title: "The vendor was not deleted" },
      onSuccess: async () => {
        setDeleting(null);
        await query.reload();
      },
    },
  );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-muted">
          Give each mould, mat and glass its vendor and cost on the Frame catalogue screen; the
          frame order then groups what your jobs need by vendor.
        </p>
        <Button onClick={() => setEditing("new")}>Add vendor</Button>
      </div>
      <QueryView
        query={query}
        loadingText="Loading the vendors..."
        isEmpty={(d) => d.vendors.length === 0}
        empty={
          <EmptyState title="No vendors yet">
            Add the companies you buy moulding, mat board and glazing from.
          </EmptyState>
        }
      >
        {({ vendors }) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {vendors.map((v) => (
              <li
                key={v.id}
                className={`rounded-lg border border-line bg-surface p-4 ${v.retiredAt ? "opacity-70" : ""}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-sans text-lg font-semibold">{v.name}</h2>
                  {v.retiredAt ? <Badge>Retired</Badge> : null}
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">Orders to</dt>
                  <dd className="break-all">{v.orderEmail}</dd>
                  <dt className="text-muted">Phone</dt>
                  <dd>{v.phone ?? "—"}</dd>
                  <dt className="text-muted">Our account</dt>
                  <dd>{v.accountNumber ?? "—"}</dd>
                  <dt className="text-muted">Price list</dt>
                  <dd>
                    {v.priceListAppliedAt
                      ? `applied ${formatDateTime(v.priceListAppliedAt)}`
                      : "never applied"}
                  </dd>
                </dl>
                {v.notes ? <p className="mt-2 whitespace-pre-line text-sm">{v.notes}</p> : null}
                <p className="mt-2 text-xs text-muted">
                  Supplies {countOf(v.uses.entries, "catalogue entry", "catalogue entries")} ·{" "}
                  {countOf(v.uses.orders, "purchase order")}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(v)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setPriceList(v)}>
                    Price list
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={retire.busy}
                    onClick={() => retire.run(v)}
                  >
                    {v.retiredAt ? "Restore" : "Retire"}
                  </Button>
                  {v.uses.entries + v.uses.orders === 0 ? (
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(v)}>
                      Delete
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {editing ? (
        <VendorDialog
          vendor={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={query.reload}
        />
      ) : null}
      {priceList ? (
        <PriceListDialog
          vendor={priceList}
          onClose={() => setPriceList(null)}
          onApplied={query.reload}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? "this vendor"}?`}
        confirmLabel="Delete vendor"
        workingLabel="Deleting..."
        disabled={remove.busy}
        onConfirm={() => deleting && remove.run(deleting)}
        onDismiss={() => setDeleting(null)}
      >
        <p className="text-sm">Nothing in the catalogue or any order names this vendor.</p>
      </ConfirmDialog>
    </div>
  );
}

const fieldsOf = (v: Vendor): VendorInput => ({
  name: v.name,
  orderEmail: v.orderEmail,
  phone: v.phone ?? undefined,
  accountNumber: v.accountNumber ?? undefined,
  notes: v.notes ?? undefined,
});

function VendorDialog({
  vendor,
  onClose,
  onSaved,
}: {
  vendor: Vendor | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const save = useAdminMutation(
    (input: VendorInput) =>
      answerOf(
        vendor
          ? adminApi.admin.vendors[":id"].$put(
              { param: { id: String(vendor.id) } },
              withJson(input),
            )
          : adminApi.admin.vendors.$post({}, withJson(input)),
      ),
    {
      success: (a) => ({ title: a.message }),
      failure: { title: "The vendor was not saved" },
      onSuccess: async () => {
        await onSaved();
        onClose();
      },
      fields: FIELDS,
      idPrefix: ID_PREFIX,
    },
  );
  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    idPrefix: ID_PREFIX,
    error: save.errors[name],
    defaultValue: vendor ? ((fieldsOf(vendor)[name] as string | undefined) ?? "") : "",
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !save.busy && onClose()}>
      <DialogContent
        title={vendor ? `Edit ${vendor.name}` : "Add a vendor"}
        description="Purchase orders are emailed to the ordering address with your account number."
      >
        <form
          ref={save.formRef}
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            const form = new FormData(e.currentTarget);
            const input = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")]));
            const parsed = vendorSchema.safeParse(input);
            if (!parsed.success)
              return save.showIssues(toIssues(parsed.error), input as VendorInput);
            save.run(parsed.data);
          }}
        >
          <InputField {...field("name")} label="Name" autoComplete="organization" />
          <InputField {...field("orderEmail")} label="Ordering email" type="email" />
          <InputField {...field("phone")} label="Phone" type="tel" optional />
          <InputField {...field("accountNumber")} label="Your account number" optional />
          <TextareaField {...field("notes")} label="Notes" rows={3} optional />
          <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-4">
            <DialogClose asChild>
              <Button variant="secondary" disabled={save.busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.busy}>
              {save.busy ? "Saving..." : vendor ? "Save changes" : "Add vendor"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
