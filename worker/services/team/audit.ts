// The record of who did what (docs/decisions/0100-team-and-roles.md): written by the API's guard
// after an admin write succeeds, read by the owner's Audit screen and its CSV.

import { addDays, shopDay, shopTimeToDate } from "~/lib/shop-time";
import type { AuditKind } from "~/lib/team";
import type { AuditQuery } from "~/lib/team-schema";
import { database } from "~db/client";
import { insertAuditEntry, listAuditEntries } from "~db/repositories/team";

export const AUDIT_PAGE_SIZE = 50;
// A CSV holds at most this many rows: a longer range is exported in parts.
const AUDIT_CSV_ROWS = 10_000;
// Without dates the log shows the last 30 days.
const DEFAULT_DAYS = 30;

export interface AuditAction {
  actor: string;
  kind: AuditKind;
  action: string;
  target: string;
  details: Record<string, unknown>;
  status: number;
}

/**
 * Records an action that already happened. A failure is logged, never turned into an error:
 * the customer's payment or the refund stands, and the log says what went missing.
 */
export async function recordAction(env: Pick<Env, "DB">, action: AuditAction): Promise<void> {
  try {
    await insertAuditEntry(database(env.DB), action);
  } catch (err) {
    console.error("Recording an action in the audit log failed", action, err);
  }
}

function auditRange(query: AuditQuery) {
  const to = query.to ?? shopDay();
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  return {
    from,
    to,
    instants: {
      from: shopTimeToDate(from, 0).toISOString(),
      to: shopTimeToDate(addDays(to, 1), 0).toISOString(),
    },
  };
}

export async function listAudit(env: Pick<Env, "DB">, query: AuditQuery) {
  const range = auditRange(query);
  const page = query.page ?? 1;
  const { entries, total } = await listAuditEntries(database(env.DB), range.instants, {
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  });
  return {
    from: range.from,
    to: range.to,
    page,
    pageSize: AUDIT_PAGE_SIZE,
    total,
    entries,
  };
}

export async function auditForCsv(env: Pick<Env, "DB">, query: AuditQuery) {
  const range = auditRange(query);
  const { entries } = await listAuditEntries(database(env.DB), range.instants, {
    limit: AUDIT_CSV_ROWS,
    offset: 0,
  });
  return entries;
}
