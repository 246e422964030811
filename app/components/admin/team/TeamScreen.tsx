// The team screen (owner only): who may sign in, with which role, and the staff's discount limit
// (docs/decisions/0100-team-and-roles.md). Cloudflare Access must also let a new person's email in.
import { useState } from "react";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { ROLE_LABELS, TEAM_ROLES, type TeamRole } from "~/lib/team";
import { type NewTeamMember, newTeamMemberSchema, TEAM_NAME_MAX } from "~/lib/team-schema";
import { toIssues } from "~/lib/validation-issues";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { InputField, SelectField } from "../../ui/field";
import { QueryView } from "../AdminList";
import { useAdminMutation } from "../useAdminMutation";
import { useAdminQuery } from "../useAdminQuery";

type Team = AnswerOf<typeof adminApi.admin.team.$get>;
type Member = Team["members"][number];

const card = "rounded-lg border border-line bg-surface p-5";
const ROLE_OPTIONS = TEAM_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const param = (email: string) => ({ param: { email } });

function AddMemberForm({ reload }: { reload: () => Promise<void> }) {
  const add = useAdminMutation(
    (input: NewTeamMember) => answerOf(adminApi.admin.team.$post({}, withJson(input))),
    {
      success: (_, input) => ({ title: `${input.name} added to the team` }),
      failure: { title: "Not added" },
      onSuccess: reload,
      fields: ["email", "name", "role"] as const,
      idPrefix: "team-",
    },
  );
  return (
    <section className={card} aria-labelledby="team-add-title">
      <h2 id="team-add-title" className="font-sans text-lg font-semibold">
        Add someone
      </h2>
      <p className="mt-1 text-sm text-muted">
        Add their email to the Cloudflare Access policy too: Access decides who reaches the
        workspace, this list what they may do there.
      </p>
      <form
        ref={add.formRef}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const data = new FormData(form);
          const input = {
            email: String(data.get("email") ?? ""),
            name: String(data.get("name") ?? ""),
            role: String(data.get("role") ?? "staff") as TeamRole,
          };
          const parsed = newTeamMemberSchema.safeParse(input);
          if (!parsed.success) return add.showIssues(toIssues(parsed.error), input);
          if (await add.run(parsed.data)) form.reset();
        }}
      >
        <InputField
          name="email"
          idPrefix="team-"
          label="Email"
          type="email"
          error={add.errors.email}
        />
        <InputField
          name="name"
          idPrefix="team-"
          label="Name"
          maxLength={TEAM_NAME_MAX}
          error={add.errors.name}
        />
        <SelectField
          name="role"
          idPrefix="team-"
          label="Role"
          options={ROLE_OPTIONS}
          defaultValue="staff"
          error={add.errors.role}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={add.busy}>
            {add.busy ? "Adding..." : "Add to the team"}
          </Button>
        </div>
      </form>
    </section>
  );
}

function MemberRow({ member, reload }: { member: Member; reload: () => Promise<void> }) {
  const [removing, setRemoving] = useState(false);
  const change = useAdminMutation(
    (role: TeamRole) =>
      answerOf(adminApi.admin.team[":email"].$put(param(member.email), withJson({ role }))),
    {
      success: (_, role) => ({ title: `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}` }),
      failure: { title: "Role not changed" },
      onSuccess: reload,
    },
  );
  const remove = useAdminMutation(
    () => answerOf(adminApi.admin.team[":email"].$delete(param(member.email))),
    {
      success: { title: `${member.name} removed from the team` },
      failure: { title: "Not removed" },
      onSuccess: async () => {
        setRemoving(false);
        await reload();
      },
    },
  );
  const other: TeamRole = member.role === "owner" ? "staff" : "owner";
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          {member.name}{" "}
          <Badge tone={member.role === "owner" ? "accent" : "neutral"}>
            {ROLE_LABELS[member.role]}
          </Badge>
        </p>
        {member.name === member.email ? null : (
          <p className="truncate text-sm text-muted">{member.email}</p>
        )}
        <p className="text-xs text-muted">
          {member.fixed
            ? "Set in the server's configuration (ADMIN_EMAILS): always an owner."
            : `Added by ${member.addedBy}${member.addedAt ? ` on ${formatDateTime(member.addedAt)}` : ""}`}
        </p>
      </div>
      {member.fixed ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={change.busy || remove.busy}
            onClick={() => change.run(other)}
          >
            {change.busy ? "Saving..." : `Make ${ROLE_LABELS[other].toLowerCase()}`}
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={remove.busy}
            onClick={() => setRemoving(true)}
          >
            Remove
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={removing}
        title={`Remove ${member.name}?`}
        confirmLabel="Remove"
        workingLabel="Removing..."
        disabled={remove.busy}
        onConfirm={() => remove.run(undefined)}
        onDismiss={() => setRemoving(false)}
      >
        <p>
          {member.email} can no longer use the workspace from their next click. What they did stays
          in the record of who did what.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function DiscountLimitForm({ team, reload }: { team: Team; reload: () => Promise<void> }) {
  const save = useAdminMutation(
    (staffDiscountPercent: number) =>
      answerOf(adminApi.admin.team.settings.$put({}, withJson({ staffDiscountPercent }))),
    {
      success: { title: "Discount limit saved" },
      failure: { title: "Discount limit not saved" },
      onSuccess: reload,
      fields: ["staffDiscountPercent"] as const,
      idPrefix: "team-",
    },
  );
  return (
    <section className={card} aria-labelledby="team-limit-title">
      <h2 id="team-limit-title" className="font-sans text-lg font-semibold">
        Staff discounts
      </h2>
      <p className="mt-1 text-sm text-muted">
        As a percent, or an amount up to that share of the job's subtotal. Owners have no limit.
      </p>
      <form
        ref={save.formRef}
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.run(Number(new FormData(e.currentTarget).get("staffDiscountPercent")));
        }}
      >
        <div className="w-56">
          <InputField
            name="staffDiscountPercent"
            idPrefix="team-"
            label="Staff limit (%)"
            type="number"
            min={0}
            max={100}
            step={1}
            defaultValue={team.staffDiscountPercent}
            error={save.errors.staffDiscountPercent}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.busy}>
          {save.busy ? "Saving..." : "Save limit"}
        </Button>
      </form>
    </section>
  );
}

export function TeamScreen() {
  const query = useAdminQuery("team", () => answerOf(adminApi.admin.team.$get()), {
    failure: "Failed to load the team",
  });
  return (
    <QueryView query={query} loadingText="Loading the team...">
      {(team) => (
        <div className="space-y-6">
          <section className={card} aria-labelledby="team-list-title">
            <h2 id="team-list-title" className="font-sans text-lg font-semibold">
              The team
            </h2>
            <ul className="mt-2 divide-y divide-line">
              {team.members.map((m) => (
                <MemberRow key={m.email} member={m} reload={query.reload} />
              ))}
            </ul>
          </section>
          <AddMemberForm reload={query.reload} />
          <DiscountLimitForm team={team} reload={query.reload} />
        </div>
      )}
    </QueryView>
  );
}
