// The owner's sales report (docs/decisions/0098-daily-closing-and-reports.md): a day (today by
// default) or a range of shop days, kept in the address so it can be bookmarked; the closing,
// sales, tax, deposits and what is owed, a chart by day or week, and the bookkeeper's CSV.
import { useSearchParams } from "react-router";
import { adminApi, answerOf } from "~/lib/admin-api";
import { formatCalendarDay } from "~/lib/date-format";
import { QUICK_RANGE_LABELS, QUICK_RANGES, quickRange } from "~/lib/report-range";
import { shopDay } from "~/lib/shop-time";
import { ButtonAnchor } from "../../ui/button";
import { QueryView } from "../AdminList";
import { useAdminQuery } from "../useAdminQuery";
import { ReportChart } from "./ReportChart";
import { Closing, Owed, Sales, Tax } from "./ReportFigures";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-line bg-surface px-3 text-base focus:border-accent focus:outline-2 focus:outline-accent";

export function ReportsScreen() {
  const [params, setParams] = useSearchParams();
  const today = shopDay();
  const asked = (key: string) => {
    const v = params.get(key);
    return v && DAY.test(v) ? v : null;
  };
  const to = asked("to") ?? asked("from") ?? today;
  const from = asked("from") ?? to;
  const report = useAdminQuery(
    `report-${from}-${to}`,
    () => answerOf(adminApi.admin.reports.sales.$get({ query: { from, to } })),
    { failure: "Failed to load the report" },
  );

  const show = (range: { from: string; to: string }) =>
    setParams(new URLSearchParams(range), { replace: true });
  const csv = `/api/admin/reports/sales.csv?${new URLSearchParams({ from, to })}`;
  const period =
    from === to
      ? formatCalendarDay(from)
      : `${formatCalendarDay(from)} to ${formatCalendarDay(to)}`;

  return (
    <div className="space-y-6">
      <section
        aria-label="Period"
        className="space-y-3 rounded-lg border border-line bg-surface p-4"
      >
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Quick picks</legend>
          {QUICK_RANGES.map((pick) => {
            const range = quickRange(pick, today);
            const current = range.from === from && range.to === to;
            return (
              <button
                key={pick}
                type="button"
                aria-pressed={current}
                onClick={() => show(range)}
                className="min-h-11 rounded-md border border-line px-4 text-sm font-medium hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-white"
              >
                {QUICK_RANGE_LABELS[pick]}
              </button>
            );
          })}
        </fieldset>
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <label className="text-sm font-medium">
            From
            <input
              type="date"
              className={inputClass}
              value={from}
              max={today}
              onChange={(e) => {
                const day = e.target.value;
                if (DAY.test(day)) show({ from: day, to: [day, to].sort()[1] ?? day });
              }}
            />
          </label>
          <label className="text-sm font-medium">
            To
            <input
              type="date"
              className={inputClass}
              value={to}
              onChange={(e) => {
                const day = e.target.value;
                if (DAY.test(day)) show({ from: [day, from].sort()[0] ?? day, to: day });
              }}
            />
          </label>
        </div>
        <p className="text-xs text-muted">
          For one day, pick the same day in both. Days run midnight to midnight, Houston time.
        </p>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-sans text-lg font-semibold">{period}</h2>
        <ButtonAnchor href={csv} variant="secondary" size="sm" download>
          Download CSV
        </ButtonAnchor>
      </div>

      <QueryView query={report} loadingText="Loading the report...">
        {(r) => (
          <div className="space-y-6">
            <div className="grid gap-4 lg:grid-cols-2">
              <Closing report={r} />
              <Tax report={r} />
              <Sales report={r} />
              <Owed report={r} />
            </div>
            <ReportChart report={r} />
          </div>
        )}
      </QueryView>
    </div>
  );
}
