// Shared by the sales report's API tests: the report as the owner asks for it, and the SQL that
// puts a job's moments (written, picked up, ready) and payments on chosen days.
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { SalesReport } from "~worker/services/reports/sales";
import { asOwner, json } from "./helpers";
import { getJob, moveTo } from "./job-helpers";

export async function report(query = ""): Promise<SalesReport> {
  const res = await asOwner(`/api/admin/reports/sales${query}`);
  expect(res.status).toBe(200);
  return res.json<SalesReport>();
}

export function refund(id: number, amountCents: number, method = "cash") {
  return asOwner(
    `/api/admin/jobs/${id}/refunds`,
    json({ amountCents, method, reason: "Chipped corner" }),
  );
}

/** Picked up now, owing or not. */
export async function pickUp(id: number) {
  const { version } = await getJob(id);
  const res = await moveTo(id, { stage: "picked_up", version, leaveBalanceOwing: true });
  expect(res.status).toBe(200);
}

export async function setJobTimes(
  id: number,
  times: { createdAt?: string; completedAt?: string; readyAt?: string },
) {
  const sets = Object.entries({
    created_at: times.createdAt,
    completed_at: times.completedAt,
    ready_at: times.readyAt,
  }).filter(([, v]) => v !== undefined);
  await env.DB.prepare(`UPDATE jobs SET ${sets.map(([k]) => `${k} = ?`).join(", ")} WHERE id = ?`)
    .bind(...sets.map(([, v]) => v), id)
    .run();
}

/** Dates every payment row of a job on `day`. */
export async function setPaidOn(id: number, day: string) {
  await env.DB.prepare("UPDATE job_payments SET paid_on = ? WHERE job_id = ?").bind(day, id).run();
}
