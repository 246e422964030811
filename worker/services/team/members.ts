// The shop's team: who may sign in and with which role (docs/decisions/0100-team-and-roles.md).
// The addresses in ADMIN_EMAILS are always owners; the rest are rows the owner added. Roles are
// read on every request, never cached, so a removal or a demotion takes effect at once.
import { DEFAULT_STAFF_DISCOUNT_PERCENT, leavesNoOwner, type TeamRole } from "~/lib/team";
import {
  newTeamMemberSchema,
  type TeamMemberChange,
  teamMemberChangeSchema,
  teamSettingsSchema,
} from "~/lib/team-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  deleteTeamMember,
  findTeamMember,
  insertTeamMember,
  listTeamMembers,
  readStaffDiscountPercent,
  updateTeamMember,
  writeStaffDiscountPercent,
} from "~db/repositories/team";
import { adminEmails } from "../../auth/access";

type TeamEnv = Pick<Env, "DB" | "ADMIN_EMAILS">;

export async function staffDiscountPercent(env: Pick<Env, "DB">): Promise<number> {
  return (await readStaffDiscountPercent(database(env.DB))) ?? DEFAULT_STAFF_DISCOUNT_PERCENT;
}

export async function listTeam(env: TeamEnv) {
  const fixed = adminEmails(env);
  const rows = await listTeamMembers(database(env.DB));
  const members = [
    // ADMIN_EMAILS: owners set in the server's configuration, not changed from the screen.
    ...fixed.map((email) => ({
      email,
      name: rows.find((r) => r.email === email)?.name ?? email,
      role: "owner" as TeamRole,
      fixed: true,
      addedBy: null,
      addedAt: null,
    })),
    ...rows
      .filter((r) => !fixed.includes(r.email))
      .map((r) => ({ ...r, fixed: false, updatedAt: undefined })),
  ];
  return { members, staffDiscountPercent: await staffDiscountPercent(env) };
}

type Invalid = { status: "invalid"; issues: ValidationIssue[] };
type Refused = { status: "refused"; error: string };

export async function addTeamMember(
  env: TeamEnv,
  input: unknown,
  actor: string,
): Promise<{ status: "added" } | Invalid | Refused> {
  const parsed = newTeamMemberSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { email } = parsed.data;
  const exists = { status: "refused" as const, error: `${email} is already on the team.` };
  if (adminEmails(env).includes(email)) return exists;
  const added = await insertTeamMember(database(env.DB), { ...parsed.data, addedBy: actor });
  return added ? { status: "added" } : exists;
}

const FIXED_OWNER =
  "This owner is set in the server's configuration (ADMIN_EMAILS) and cannot be changed or removed here.";
const LAST_OWNER = "The shop needs at least one owner: add another owner first.";

async function ownerEmails(env: TeamEnv): Promise<string[]> {
  const rows = await listTeamMembers(database(env.DB));
  return [...adminEmails(env), ...rows.filter((r) => r.role === "owner").map((r) => r.email)];
}

export async function changeTeamMember(
  env: TeamEnv,
  email: string,
  input: unknown,
): Promise<{ status: "saved" | "not-found" } | Invalid | Refused> {
  const parsed = teamMemberChangeSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const refusal = await lockedOut(env, email, parsed.data);
  if (refusal) return refusal;
  const db = database(env.DB);
  if (!(await findTeamMember(db, email))) return { status: "not-found" };
  await updateTeamMember(db, email, parsed.data);
  return { status: "saved" };
}

export async function removeTeamMember(
  env: TeamEnv,
  email: string,
): Promise<{ status: "removed" | "not-found" } | Refused> {
  const refusal = await lockedOut(env, email, null);
  if (refusal) return refusal;
  const db = database(env.DB);
  if (!(await findTeamMember(db, email))) return { status: "not-found" };
  await deleteTeamMember(db, email);
  return { status: "removed" };
}

/** A change (null: a removal) that would touch a configured owner or leave no owner at all. */
async function lockedOut(
  env: TeamEnv,
  email: string,
  change: TeamMemberChange | null,
): Promise<Refused | null> {
  if (adminEmails(env).includes(email)) return { status: "refused", error: FIXED_OWNER };
  const losesOwner = change === null || (change.role !== undefined && change.role !== "owner");
  if (losesOwner && leavesNoOwner(await ownerEmails(env), email))
    return { status: "refused", error: LAST_OWNER };
  return null;
}

export async function saveTeamSettings(
  env: Pick<Env, "DB">,
  input: unknown,
  actor: string,
): Promise<{ status: "saved" } | Invalid> {
  const parsed = teamSettingsSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  await writeStaffDiscountPercent(database(env.DB), parsed.data.staffDiscountPercent, actor);
  return { status: "saved" };
}
