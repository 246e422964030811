// What GET /api/admin/reports/sales answers, as the report's components read it.
import type { AnswerOf, adminApi } from "~/lib/admin-api";

export type SalesReportAnswer = AnswerOf<typeof adminApi.admin.reports.sales.$get>;
