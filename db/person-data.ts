// Which tables hold a person's data (docs/decisions/0032-customers-and-retention.md and
// docs/architecture.md, "Adding a record that holds a person's data: the checklist").
//
// A table with a column that holds an email address (its name says so: PERSON_ADDRESS_COLUMN) is a
// person's record: its writes mark the person for the customer index (three triggers, and a term
// in touches(), db/repositories/customers.ts) and the erasure removes or anonymises its rows
// (eraseStatements, db/repositories/erasures.ts). test/api/person-data.test.ts reads every table
// from D1 and fails for one that is neither covered nor listed below with its reason.

/** A column whose name says it holds an email address (foreign keys to an email, `*_id`, aside). */
export const PERSON_ADDRESS_COLUMN = /^(?!.*_id$).*(email|recipient|reply_to|mailbox|person_key)/;

/** Tables with an address column that hold no customer's data: neither indexed nor erased. */
export const NOT_A_CUSTOMERS_RECORD: Readonly<Record<string, string>> = {
  team_members:
    "The shop's own staff and their sign-in address (docs/decisions/0100-team-and-roles.md): the owner adds and removes them on the Team screen; they are not customers.",
  vendors:
    "A supplier's order desk address (docs/decisions/0099-materials-and-frame-order.md): a business's, kept while the shop orders from it.",
  purchase_orders:
    "The vendor's order address an order was sent to, kept with the order for the books; it names no customer (the jobs it is for are linked by id).",
};

/** Tables that hold a person's data and go with the erasure, but make no one a customer. */
export const NOT_IN_CUSTOMER_INDEX: Readonly<Record<string, string>> = {
  customer_notes:
    "The owner's notes on a person's page: written about someone already a customer, they add nothing to the list's row (read with the person's page and the export, erased with them).",
  customer_index: "The index itself: derived from the records, rebuilt from their marks.",
  customer_index_dirty: "The index's marks: what the triggers write.",
};
