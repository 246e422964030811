// The owner's view of contact messages: the list and its CSV export. Appointments:
// ./admin-appointments.ts. Mounted behind requireAdmin in ./index.ts.
import { Hono } from "hono";
import { serviceLabel } from "~/content/options";
import type { Contact } from "~db/schema";
import { type CsvColumn, toCsv } from "../services/csv";
import { listContacts } from "../services/enquiries";
import type { HonoEnv } from "../types";
import { csvResponse } from "./http";

const CONTACT_COLUMNS: CsvColumn<Contact>[] = [
  { header: "Received", value: (r) => r.createdAt },
  { header: "First name", value: (r) => r.firstName },
  { header: "Last name", value: (r) => r.lastName },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Service", value: (r) => serviceLabel(r.service) ?? r.service },
  { header: "Message", value: (r) => r.message },
];

export const adminEnquiries = new Hono<HonoEnv>()
  .get("/contacts", async (c) => c.json({ contacts: await listContacts(c.env) }))
  .get("/contacts.csv", async (c) =>
    csvResponse(toCsv(CONTACT_COLUMNS, await listContacts(c.env)), "contacts"),
  );
