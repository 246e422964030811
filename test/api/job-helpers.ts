// Shared by the jobs API tests: a walk-in job, the owner's calls, and the customer's status link.
import { env } from "cloudflare:workers";
import { beforeEach, expect } from "vitest";
import { asOwner, json, resetTables } from "./helpers";
import { design } from "./quote-helpers";

export const customer = { name: "Ana Reyes", email: "ana@example.com", phone: "(713) 555-0177" };
// The quote tests' design: 16 x 20 in walnut with a mat, $167.20 with the seed prices.
export const PIECE_CENTS = 16_720;
// Priced by the owner at the catalogue's figure; a piece without a price is an estimate in whole
// dollars ($167) until confirmed (unpricedPiece).
export const piece = {
  description: "Watercolour of the Heights bungalow",
  design,
  priceCents: PIECE_CENTS,
};
export const unpricedPiece = { description: "Watercolour of the Heights bungalow", design };
// With the shop's default 8.25% Texas sales tax: $13.794 rounds to $13.79 (record 0096).
export const PIECE_TAX_CENTS = 1_379;
export const PIECE_TOTAL_CENTS = PIECE_CENTS + PIECE_TAX_CENTS;

// Children before their parents.
export const JOB_TABLES = [
  "job_photos",
  "settings",
  "job_history",
  "job_payments",
  "job_pieces",
  "job_extras",
  "jobs",
  "job_counters",
  "number_counters",
  "emails",
  "quotes",
  "appointments",
  "rate_limits",
];

export function resetJobsBeforeEach() {
  beforeEach(() => resetTables(...JOB_TABLES));
}

export interface OwnerJobAnswer {
  id: number;
  number: string;
  stage: string;
  version: number;
  notes: string | null;
  dueDate: string;
  rush: boolean;
  totalCents: number;
  balanceCents: number;
  customerEmail: string;
  customerPhone: string | null;
  pieces: Array<{
    design: Record<string, unknown>;
    description: string;
    priceCents: number;
    estimateCents: number | null;
    priceConfirmed: boolean;
  }>;
  payments: Array<{ amountCents: number; method: string; note: string | null }>;
  photos: Array<{ id: number; caption: string | null; width: number; height: number }>;
  history: Array<{
    kind: string;
    fromStage: string | null;
    toStage: string | null;
    summary: string;
  }>;
}

export async function createJob(body: unknown = { customer, pieces: [piece] }) {
  return asOwner("/api/admin/jobs", json(body));
}

export async function newJob(body?: unknown) {
  const res = await createJob(body);
  expect(res.status).toBe(201);
  return res.json<{ id: number; number: string; statusUrl: string }>();
}

export async function getJob(id: number): Promise<OwnerJobAnswer> {
  const res = await asOwner(`/api/admin/jobs/${id}`);
  expect(res.status).toBe(200);
  return (await res.json<{ job: OwnerJobAnswer }>()).job;
}

export function moveTo(id: number, body: unknown) {
  return asOwner(`/api/admin/jobs/${id}/stage`, json(body));
}

export function pay(id: number, body: unknown) {
  return asOwner(`/api/admin/jobs/${id}/payments`, json(body));
}

export async function countJobs(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM jobs").first<{ n: number }>();
  return row?.n ?? 0;
}
