// The sales report's quick picks (docs/decisions/0098-daily-closing-and-reports.md): ranges of
// shop days ending today, or last month, from the shop's today.
import { addDays, mondayOf } from "./shop-time";

export const QUICK_RANGES = ["today", "week", "month", "last-month"] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export const QUICK_RANGE_LABELS: Record<QuickRange, string> = {
  today: "Today",
  week: "This week",
  month: "This month",
  "last-month": "Last month",
};

/** The shop days a quick pick covers, given the shop's today (YYYY-MM-DD). */
export function quickRange(pick: QuickRange, today: string): { from: string; to: string } {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (pick) {
    case "today":
      return { from: today, to: today };
    case "week":
      return { from: mondayOf(today), to: today };
    case "month":
      return { from: firstOfMonth, to: today };
    case "last-month": {
      const lastDay = addDays(firstOfMonth, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
  }
}
