// The owner's jobs: a board by stage (stacked on phones) or a list with search and filters, and
// New job. Moving a job on is one button on its card; the job's own page does the rest.

import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type AnswerOf, adminApi, answerOf, withJson } from "~/lib/admin-api";
import { formatCalendarDay } from "~/lib/date-format";
import { formatCents, JOB_STAGE_LABELS, nextStage, SIDE_STAGES, WORKFLOW_STAGES } from "~/lib/jobs";
import { shopDay } from "~/lib/shop-time";
import type { JobStage } from "~/lib/statuses";
import { Badge } from "../../ui/badge";
import { Button, ButtonAnchor } from "../../ui/button";
import { AdminList } from "../AdminList";
import { SearchForm } from "../SearchForm";
import { useCan } from "../shell/team-context";
import { useAdminMutation } from "../useAdminMutation";
import { useAdminQuery } from "../useAdminQuery";
import { JobSettingsForm } from "./JobSettings";
import { type JobPrefill, NewJobDialog } from "./NewJobDialog";

type JobRow = AnswerOf<typeof adminApi.admin.jobs.$get>["jobs"][number];

const FILTERS = [
  { key: "due", value: "week", label: "Due this week" },
  { key: "due", value: "overdue", label: "Overdue" },
  { key: "rush", value: "1", label: "Rush" },
  { key: "balance", value: "1", label: "Balance outstanding" },
] as const;
const QUERY_KEYS = ["q", "due", "rush", "balance", "readyDays", "stage"] as const;
const DRAG_TYPE = "application/x-job-id";

type Move = { job: JobRow; stage: JobStage };

function JobCard({
  job,
  onMove,
  moving,
}: {
  job: JobRow;
  onMove: (job: JobRow) => void;
  moving: boolean;
}) {
  const today = shopDay();
  const overdue = job.dueDate < today && !["ready", "picked_up", "cancelled"].includes(job.stage);
  const next = nextStage(job.stage);
  return (
    // Drag is the wide screen's extra (a mouse on the board); the button below is the one action.
    <li
      className="rounded-lg border border-line bg-surface p-3 shadow-sm lg:cursor-grab"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, String(job.id));
        e.dataTransfer.effectAllowed = "move";
      }}
    >
      <Link to={`/admin/jobs/${job.id}`} className="block rounded-sm hover:underline">
        <span className="font-mono text-sm font-semibold">{job.number}</span>
        <span className="block font-medium break-words">{job.customerName}</span>
      </Link>
      <p className={`mt-1 text-sm ${overdue ? "font-medium text-danger" : "text-muted"}`}>
        Due {formatCalendarDay(job.dueDate)}
        {overdue ? " (overdue)" : ""}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {job.rush ? <Badge tone="danger">Rush</Badge> : null}
        {job.balanceCents > 0 ? (
          <Badge tone="warning">Owes {formatCents(job.balanceCents)}</Badge>
        ) : (
          <Badge tone="success">Paid</Badge>
        )}
      </div>
      {next ? (
        <Button
          className="mt-3 w-full"
          size="sm"
          variant="secondary"
          disabled={moving}
          onClick={() => onMove(job)}
        >
          {moving ? "Moving..." : `Move to ${JOB_STAGE_LABELS[next]}`}
        </Button>
      ) : null}
    </li>
  );
}

function Column({
  stage,
  jobs,
  onMove,
  moving,
}: {
  stage: JobStage;
  jobs: JobRow[];
  onMove: (move: Move) => void;
  moving: JobRow | undefined;
}) {
  const mine = jobs.filter((j) => j.stage === stage);
  const [over, setOver] = useState(false);
  return (
    <section
      aria-labelledby={`stage-${stage}`}
      data-stage={stage}
      className={`min-w-0 rounded-lg bg-ground p-3 ${over ? "outline-2 outline-dashed outline-accent" : ""}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const job = jobs.find((j) => String(j.id) === e.dataTransfer.getData(DRAG_TYPE));
        if (!job || job.stage === stage) return;
        e.preventDefault();
        onMove({ job, stage });
      }}
    >
      <h2
        id={`stage-${stage}`}
        className="flex items-baseline justify-between gap-2 font-sans text-sm font-semibold"
      >
        {JOB_STAGE_LABELS[stage]}
        <span className="text-muted tabular-nums">{mine.length}</span>
      </h2>
      {mine.length ? (
        <ul className="mt-3 space-y-3">
          {mine.map((j) => (
            <JobCard
              key={j.id}
              job={j}
              onMove={(job) => {
                const next = nextStage(job.stage);
                if (next) onMove({ job, stage: next });
              }}
              moving={moving?.id === j.id}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">None</p>
      )}
    </section>
  );
}

export function JobsScreen() {
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "list" ? "list" : "board";
  const query = Object.fromEntries(
    QUERY_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : [])),
  );
  const jobs = useAdminQuery(`jobs-${JSON.stringify(query)}`, () =>
    answerOf(adminApi.admin.jobs.$get({ query })),
  );
  const move = useAdminMutation(
    ({ job, stage }: Move) =>
      answerOf(
        adminApi.admin.jobs[":id"].stage.$post(
          { param: { id: String(job.id) } },
          withJson({ stage, version: job.version }),
        ),
      ),
    {
      success: (_, { job, stage }) => ({
        title: `${job.number} moved`,
        description: `Now: ${JOB_STAGE_LABELS[stage]}.`,
      }),
      failure: { title: "Not moved", description: "Please try again." },
      onSuccess: () => jobs.reload(),
    },
  );
  const prefill: JobPrefill | null =
    params.get("new") === "1"
      ? {
          name: params.get("name") ?? undefined,
          email: params.get("email") ?? undefined,
          phone: params.get("phone") ?? undefined,
          appointmentId: Number(params.get("appointment")) || undefined,
        }
      : null;
  const [creating, setCreating] = useState(prefill !== null);
  const can = useCan();
  const settings = useAdminQuery("job-settings", () =>
    answerOf(adminApi.admin.jobs.settings.$get()),
  );
  const leadDays = settings.data?.settings.leadDays;
  const list = jobs.data?.jobs;

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const onMove = async (m: Move) => {
    const answer = await move.run(m);
    if (!answer) await jobs.reload();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-md border border-line p-1">
          <legend className="sr-only">View</legend>
          {(["board", "list"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setParam("view", v === "board" ? null : v)}
              className="min-h-10 rounded px-4 text-sm font-medium aria-pressed:bg-accent aria-pressed:text-white"
            >
              {v === "board" ? "Board" : "List"}
            </button>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <ButtonAnchor href="/api/admin/jobs.csv" variant="secondary" size="sm" download>
            Download CSV
          </ButtonAnchor>
          <Button size="sm" onClick={() => setCreating(true)}>
            New job
          </Button>
        </div>
      </div>

      <SearchForm
        id="jobs-q"
        label="Find a job"
        placeholder="Number, name, email or phone"
        defaultValue={params.get("q") ?? ""}
        onSearch={(q) => setParam("q", q || null)}
      />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filters</legend>
        {FILTERS.map((f) => {
          const on = params.get(f.key) === f.value;
          return (
            <button
              key={`${f.key}-${f.value}`}
              type="button"
              aria-pressed={on}
              onClick={() => setParam(f.key, on ? null : f.value)}
              className="min-h-10 rounded-full border border-line px-4 text-sm aria-pressed:border-accent aria-pressed:bg-accent/10 aria-pressed:font-medium"
            >
              {f.label}
            </button>
          );
        })}
        {params.get("readyDays") ? (
          <button
            type="button"
            aria-pressed="true"
            onClick={() => setParam("readyDays", null)}
            className="min-h-10 rounded-full border border-accent bg-accent/10 px-4 text-sm font-medium"
          >
            Ready {params.get("readyDays")}+ days
          </button>
        ) : null}
      </fieldset>

      <AdminList
        count={list?.length}
        noun="jobs"
        loading={jobs.loading}
        loadingText="Loading jobs..."
        error={jobs.error}
        onRetry={jobs.reload}
        emptyText="No jobs here. A job starts from a quote marked won, a booking, or New job for a walk-in."
      >
        {list && view === "board" ? (
          <div className="space-y-6">
            <div className="grid gap-4 lg:grid-cols-3 xl:grid-cols-6">
              {WORKFLOW_STAGES.map((s) => (
                <Column key={s} stage={s} jobs={list} onMove={onMove} moving={move.running?.job} />
              ))}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {SIDE_STAGES.map((s) => (
                <Column key={s} stage={s} jobs={list} onMove={onMove} moving={move.running?.job} />
              ))}
            </div>
          </div>
        ) : null}
        {list && view === "list" ? (
          <div className="overflow-x-auto rounded-lg border border-line">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Jobs, due soonest first</caption>
              <thead className="bg-ground">
                <tr>
                  <th scope="col" className="p-3">
                    Job
                  </th>
                  <th scope="col" className="p-3">
                    Customer
                  </th>
                  <th scope="col" className="p-3">
                    Stage
                  </th>
                  <th scope="col" className="p-3">
                    Due
                  </th>
                  <th scope="col" className="p-3 text-right">
                    Balance
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((j) => (
                  <tr key={j.id} className="border-t border-line">
                    <td className="p-3 font-mono">
                      <Link to={`/admin/jobs/${j.id}`} className="text-accent underline">
                        {j.number}
                      </Link>
                      {j.rush ? (
                        <Badge tone="danger" className="ml-2">
                          Rush
                        </Badge>
                      ) : null}
                    </td>
                    <td className="p-3">
                      {j.customerName}
                      {j.customerPhone ? (
                        <span className="block text-muted">{j.customerPhone}</span>
                      ) : null}
                    </td>
                    <td className="p-3">{JOB_STAGE_LABELS[j.stage]}</td>
                    <td className="p-3">{formatCalendarDay(j.dueDate)}</td>
                    <td className="p-3 text-right tabular-nums">{formatCents(j.balanceCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </AdminList>
      {/* The jobs' and the till's settings are the owner's (docs/decisions/0100-team-and-roles.md). */}
      {settings.data && can("settings") ? (
        <JobSettingsForm
          settings={settings.data.settings}
          onlinePayments={settings.data.onlinePayments}
          onSaved={settings.reload}
        />
      ) : null}
      {creating ? (
        <NewJobDialog
          open={creating}
          onOpenChange={(open) => {
            setCreating(open);
            if (!open && prefill) setParam("new", null);
          }}
          prefill={prefill ?? {}}
          leadDays={leadDays}
        />
      ) : null}
    </div>
  );
}
