// The team screen's inputs, one schema each for the screen, the API and the tests
// (docs/decisions/0100-team-and-roles.md). Pure: safe in the browser bundle.
import { z } from "zod";
import { TEAM_ROLES } from "./team";
import { oneLine } from "./text-rules";

export const TEAM_NAME_MAX = 80;

const email = oneLine(
  z
    .string({ error: "Enter the person's email address." })
    .trim()
    .min(1, "Enter the person's email address.")
    .max(254, "The email address must be at most 254 characters."),
  "The email address",
)
  .pipe(z.email("Enter a real email address, like sam@example.com."))
  .transform((v) => v.toLowerCase());

const name = oneLine(
  z
    .string({ error: "Enter the person's name." })
    .trim()
    .min(1, "Enter the person's name.")
    .max(TEAM_NAME_MAX, `The name must be at most ${TEAM_NAME_MAX} characters.`),
  "The name",
);

const role = z.enum(TEAM_ROLES, { error: "The role must be owner or staff." });

export const newTeamMemberSchema = z.strictObject({ email, name, role });
export type NewTeamMember = z.infer<typeof newTeamMemberSchema>;

export const teamMemberChangeSchema = z
  .strictObject({ name: name.optional(), role: role.optional() })
  .refine((v) => v.name !== undefined || v.role !== undefined, "Send a new name or a new role.");
export type TeamMemberChange = z.infer<typeof teamMemberChangeSchema>;

export const teamSettingsSchema = z.strictObject({
  staffDiscountPercent: z
    .number({ error: "The staff discount limit must be a number." })
    .int("The staff discount limit must be a whole percent.")
    .min(0, "The staff discount limit cannot be below 0%.")
    .max(100, "The staff discount limit cannot be over 100%."),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-24.")
  .optional();

export const auditQuerySchema = z.object({
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
