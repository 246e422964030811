// The right to know (docs/decisions/0032-customers-and-retention.md): everything stored about a
// person as a zip: customer.json (every row, the shop's secrets left out), summary.html (the same
// in words: who we are, what we hold and since when, how long it is kept) and their photos.
import { strToU8, zipSync } from "fflate";
import { business } from "~/content/business";
import { formatPostDate } from "~/lib/date-format";
import { oneLineAddress } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import { database } from "~db/client";
import { isEmpty, type PersonRecords, personRecords } from "~db/repositories/customers";
import { escapeHtml } from "../email";
import { shopFacts } from "../shop";

// What the export leaves out: the shop's own secrets and keys, by name so a new column is covered
// too (every token hash and link salt; the outbox's send claim and connection key).
const isShopSecret = (column: string) =>
  /hash|salt|secret|token/i.test(column) || column === "claimedUntil" || column === "clientKey";
const withoutSecrets = <T extends object>(rows: T[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !isShopSecret(k))));

interface Held {
  label: string;
  dates: string[];
}

/** Each kind of record with the dates it was recorded, in the words of the privacy page. */
function whatWeHold(r: PersonRecords): Held[] {
  const kinds: Held[] = [
    { label: "Added to our customer list by hand", dates: r.added ? [r.added.createdAt] : [] },
    { label: "Messages you sent us", dates: r.messages.map((m) => m.createdAt) },
    { label: "Our replies to your messages", dates: r.replies.map((x) => x.sentAt) },
    { label: "Bookings", dates: r.bookings.map((b) => b.createdAt) },
    { label: "Quote requests", dates: r.quotes.map((q) => q.createdAt) },
    {
      label: "Photos you sent with a quote request",
      dates: r.quotes.flatMap((q) => q.photos.map(() => q.createdAt)),
    },
    { label: "Framing orders (jobs)", dates: r.jobs.map((j) => j.createdAt) },
    { label: "Payments and refunds on your orders", dates: r.payments.map((p) => p.createdAt) },
    { label: "Photos of your pieces", dates: r.photos.map((p) => p.createdAt) },
    { label: "Changes to your orders", dates: r.history.map((h) => h.at) },
    { label: "Emails we sent about you or to you", dates: r.emails.map((e) => e.createdAt) },
    { label: "Our notes about you", dates: r.notes ? [r.notes.updatedAt] : [] },
  ];
  return kinds.filter((k) => k.dates.length > 0);
}

const day = (iso: string) => formatPostDate(iso);

function heldRow(k: Held): string {
  const sorted = [...k.dates].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const when = first === last ? day(first) : `${day(first)} to ${day(last)}`;
  const each = sorted.map((d) => `<li>${escapeHtml(day(d))}</li>`).join("");
  return `<tr><th scope="row">${escapeHtml(k.label)}</th><td>${sorted.length}</td><td>${escapeHtml(when)}<details><summary>Each date</summary><ul>${each}</ul></details></td></tr>`;
}

/** The export in words, for the person: a page that opens in any browser, everything escaped. */
export function exportSummary(
  r: PersonRecords,
  person: string,
  shop: ShopFacts,
  now: Date,
): string {
  const held = whatWeHold(r).map(heldRow).join("\n");
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>What ${e(business.name)} holds about ${e(person)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f1b16}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.4rem;border-bottom:1px solid #e6ded3}summary{cursor:pointer;color:#5b5248}</style>
</head><body>
<h1>What we hold about ${e(person)}</h1>
<p>Prepared on ${e(day(now.toISOString()))}. The file customer.json in this download has every record in full; the photos folder has your photos.</p>
<h2>Who we are</h2>
<p>${e(business.legalName)}<br>${e(oneLineAddress(shop))}<br>${e(shop.phone)} · ${e(shop.email)}</p>
<h2>What we hold and when it was recorded</h2>
<table><thead><tr><th scope="col">Record</th><th scope="col">How many</th><th scope="col">Recorded</th></tr></thead>
<tbody>
${held}
</tbody></table>
<h2>How long we keep it</h2>
<p>Your records are kept for ${e(business.policies.keepEnquiries)}, then deleted automatically. A framing order's amounts stay in our books after that, with no name attached.</p>
<p>To have everything deleted sooner, write to ${e(shop.email)}; we do it within ${e(business.policies.deletionWithin)}.</p>
</body></html>
`;
}

/** Everything stored about the person, as a zip: customer.json, summary.html and their photos. */
export async function exportCustomer(
  env: Pick<Env, "DB" | "IMAGES">,
  person: string,
  now = new Date(),
): Promise<Uint8Array | undefined> {
  const r = await personRecords(database(env.DB), person);
  if (isEmpty(r)) return undefined;
  const files: Record<string, Uint8Array> = {};
  const photoFiles: string[] = [];
  for (const q of r.quotes) {
    for (const [i, photo] of q.photos.entries()) {
      const object = await env.IMAGES.get(photo.key);
      if (!object) continue;
      const name = `photos/quote-${q.id}-${i + 1}.${photo.key.split(".").pop()}`;
      files[name] = new Uint8Array(await object.arrayBuffer());
      photoFiles.push(name);
    }
  }
  for (const p of r.photos) {
    const object = await env.IMAGES.get(p.r2Key);
    if (!object) continue;
    const name = `photos/job-${p.jobId}-${p.id}.${p.r2Key.split(".").pop()}`;
    files[name] = new Uint8Array(await object.arrayBuffer());
    photoFiles.push(name);
  }
  const data = {
    exportedAt: now.toISOString(),
    email: person,
    addedByHand: r.added ? withoutSecrets([r.added])[0] : null,
    messages: withoutSecrets(r.messages),
    replies: withoutSecrets(r.replies),
    bookings: withoutSecrets(r.bookings),
    quotes: withoutSecrets(r.quotes),
    jobs: withoutSecrets(r.jobs),
    jobPieces: withoutSecrets(r.pieces),
    jobPayments: withoutSecrets(r.payments),
    jobHistory: withoutSecrets(r.history),
    emails: withoutSecrets(r.emails),
    notes: r.notes?.notes ?? null,
    photos: photoFiles,
  };
  files["customer.json"] = strToU8(JSON.stringify(data, null, 2));
  files["summary.html"] = strToU8(exportSummary(r, person, await shopFacts(env), now));
  return zipSync(files, { level: 6 });
}
