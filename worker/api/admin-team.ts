// The team (owner only), who is signed in and what they may do, and the record of who did what
// (docs/decisions/0100-team-and-roles.md). Behind requireAdmin in ./index.ts, which checks each
// route's capability in app/lib/team.ts before these handlers run.
import { Hono } from "hono";
import { shopDateTime } from "~/lib/shop-time";
import { AUDIT_KIND_LABELS, capabilitiesOf } from "~/lib/team";
import { auditQuerySchema } from "~/lib/team-schema";
import type { AuditEntry } from "~db/schema";
import { type CsvColumn, toCsv } from "../services/csv";
import { auditForCsv, listAudit } from "../services/team/audit";
import {
  addTeamMember,
  changeTeamMember,
  listTeam,
  removeTeamMember,
  saveTeamSettings,
} from "../services/team/members";
import type { HonoEnv } from "../types";
import { csvResponse, invalid, jsonError, readJson, validate } from "./http";

const NOT_ON_TEAM = "No one on the team has that email address.";

const AUDIT_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: "When (Houston time)", value: (e) => shopDateTime(new Date(e.at)) },
  { header: "Who", value: (e) => e.actor },
  { header: "Kind", value: (e) => AUDIT_KIND_LABELS[e.kind] },
  { header: "Action", value: (e) => e.action },
  { header: "On", value: (e) => e.target },
  { header: "Details", value: (e) => JSON.stringify(e.details) },
  { header: "Status", value: (e) => e.status },
];

const memberEmail = (raw: string) => raw.trim().toLowerCase();

export const adminTeam = new Hono<HonoEnv>()
  .get("/me", (c) => {
    const { email, name, role } = c.get("admin");
    return c.json({ email, name, role, can: capabilitiesOf(role) });
  })
  .get("/team", async (c) => c.json(await listTeam(c.env)))
  .post("/team", async (c) => {
    const result = await addTeamMember(c.env, await readJson(c), c.get("admin").email);
    if (result.status === "invalid") return invalid(c, result.issues);
    if (result.status === "refused") return jsonError(c, 409, result.error);
    return c.json(await listTeam(c.env), 201);
  })
  .put("/team/settings", async (c) => {
    const result = await saveTeamSettings(c.env, await readJson(c), c.get("admin").email);
    if (result.status === "invalid") return invalid(c, result.issues);
    return c.json(await listTeam(c.env));
  })
  .put("/team/:email", async (c) => {
    const email = memberEmail(c.req.param("email"));
    const result = await changeTeamMember(c.env, email, await readJson(c));
    if (result.status === "invalid") return invalid(c, result.issues);
    if (result.status === "refused") return jsonError(c, 409, result.error);
    if (result.status === "not-found") return jsonError(c, 404, NOT_ON_TEAM);
    return c.json(await listTeam(c.env));
  })
  .delete("/team/:email", async (c) => {
    const result = await removeTeamMember(c.env, memberEmail(c.req.param("email")));
    if (result.status === "refused") return jsonError(c, 409, result.error);
    if (result.status === "not-found") return jsonError(c, 404, NOT_ON_TEAM);
    return c.json(await listTeam(c.env));
  })
  .get("/audit", validate("query", auditQuerySchema), async (c) =>
    c.json(await listAudit(c.env, c.req.valid("query"))),
  )
  .get("/audit.csv", validate("query", auditQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const entries = await auditForCsv(c.env, query);
    return csvResponse(toCsv(AUDIT_COLUMNS, entries), "audit");
  });
