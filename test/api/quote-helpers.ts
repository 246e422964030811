// Shared by the quote API tests (quotes.test.ts, quote-emails.test.ts): a design, the form a
// visitor sends, and what is stored afterwards.
import { env } from "cloudflare:workers";
import { beforeEach, expect } from "vitest";
import { IMAGES } from "./fixtures/images";
import { asOwner, countRows, json, ORIGIN, request, resetTables } from "./helpers";

// Each request comes from its own address so the public write limit never interferes.
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

export const design = {
  widthInches: 16,
  heightInches: 20,
  mouldingId: "walnut-gallery",
  mat: { id: "antique-white", widthInches: 2 },
  glazingId: "regular",
};
// With the seed prices: 44 UI x $2.60 + 480 sq in x ($0.05 + $0.06) = $167.20, ±10% to $5.
export const DESIGN_ESTIMATE = { low: 150, high: 185 };

export interface QuoteFields {
  design?: unknown;
  name?: string;
  email?: string;
  phone?: string;
  message?: string;
  website?: string;
  photos?: File[];
}

export function quoteForm(fields: QuoteFields = {}): FormData {
  const form = new FormData();
  const d = "design" in fields ? fields.design : design;
  if (d !== undefined) form.set("design", typeof d === "string" ? d : JSON.stringify(d));
  const text = {
    name: "Maria Gonzalez",
    email: "maria@example.com",
    phone: "(713) 555-0142",
    message: "A watercolour from my grandmother.",
    ...fields,
  };
  for (const key of ["name", "email", "phone", "message", "website"] as const) {
    const value = text[key];
    if (value !== undefined) form.set(key, value);
  }
  for (const photo of fields.photos ?? []) form.append("photo", photo);
  return form;
}

export const png = (name = "piece.png") => new File([IMAGES.png], name, { type: "image/png" });

export function postQuote(form: FormData, headers: Record<string, string> = {}) {
  return request("/api/quotes", {
    method: "POST",
    body: form,
    headers: { "CF-Connecting-IP": nextIp(), Origin: ORIGIN, ...headers },
  });
}

export const estimate = (body: unknown) => request("/api/quotes/estimate", json(body));

export async function storedPhotoKeys(): Promise<string[]> {
  const listed = await env.IMAGES.list({ prefix: "quotes/" });
  return listed.objects.map((o) => o.key);
}

export async function expectNothingStored() {
  expect(await countRows("quotes")).toBe(0);
  expect(await storedPhotoKeys()).toEqual([]);
}

export interface OwnerQuoteBody {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: string;
  estimateLow: number;
  estimateHigh: number;
  replyPrice: number | null;
  replyMessage: string | null;
  // The customer's quote page, once a priced reply has made its link.
  approvalUrl?: string | null;
  design: Record<string, unknown>;
  photos: Array<{ url: string; contentType: string; width: number; height: number }>;
}

export async function ownerQuotes(): Promise<OwnerQuoteBody[]> {
  const res = await asOwner("/api/admin/quotes");
  expect(res.status).toBe(200);
  return (await res.json<{ quotes: OwnerQuoteBody[] }>()).quotes;
}

/** Each test starts with no quotes, no stored photos and a fresh write limit. */
export function startEachTestWithNoQuotes() {
  beforeEach(async () => {
    await resetTables("quotes", "emails", "rate_limits");
    const keys = await storedPhotoKeys();
    if (keys.length) await env.IMAGES.delete(keys);
  });
}
