// A walk-in who has not written yet, added by hand (docs/decisions/0032-customers-and-retention.md):
// name, email, phone and notes; then their page opens. Someone already known is not added twice.
import { useState } from "react";
import { useNavigate } from "react-router";
import { adminApi, answerOf, withJson } from "~/lib/admin-api";
import { customerPath, MAX_CUSTOMER_NOTES, newCustomerSchema } from "~/lib/customers";
import { toIssues } from "~/lib/validation-issues";
import { Button } from "../../ui/button";
import { Dialog, DialogContent } from "../../ui/dialog";
import { InputField, TextareaField } from "../../ui/field";
import { useAdminMutation } from "../useAdminMutation";

const FIELDS = ["name", "email", "phone", "notes"] as const;
const PREFIX = "new-customer-";

export function AddCustomerButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const add = useAdminMutation(
    (input: Record<(typeof FIELDS)[number], string>) =>
      answerOf(adminApi.admin.customers.$post({}, withJson(input))),
    {
      success: { title: "Customer added" },
      failure: { title: "Customer not added" },
      onSuccess: (answer) => navigate(customerPath(answer.email)),
      fields: FIELDS,
      idPrefix: PREFIX,
    },
  );
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Add a customer
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Add a customer"
          description="Someone who came in or called and has not written yet. They show in your list and have a page, like everyone else."
          className="max-w-lg"
        >
          <form
            ref={add.formRef}
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              const form = new FormData(e.currentTarget);
              const input = Object.fromEntries(
                FIELDS.map((f) => [f, String(form.get(f) ?? "").trim()]),
              ) as Record<(typeof FIELDS)[number], string>;
              const parsed = newCustomerSchema.safeParse(input);
              if (!parsed.success) return add.showIssues(toIssues(parsed.error), input);
              void add.run(input);
            }}
          >
            <InputField
              name="name"
              idPrefix={PREFIX}
              label="Name"
              autoComplete="off"
              error={add.errors.name}
            />
            <InputField
              name="email"
              idPrefix={PREFIX}
              label="Email"
              type="email"
              autoComplete="off"
              error={add.errors.email}
            />
            <InputField
              name="phone"
              idPrefix={PREFIX}
              label="Phone"
              type="tel"
              optional
              autoComplete="off"
              error={add.errors.phone}
            />
            <TextareaField
              name="notes"
              idPrefix={PREFIX}
              label="Your notes"
              optional
              rows={3}
              maxLength={MAX_CUSTOMER_NOTES}
              hint="Only you see these."
              error={add.errors.notes}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={add.busy}>
                {add.busy ? "Adding..." : "Add customer"}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
