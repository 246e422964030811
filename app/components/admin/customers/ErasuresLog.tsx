// The erasures log (docs/decisions/0032-customers-and-retention.md): when people's records were
// deleted, by the owner or by the nightly clean-up, and when the person was told. Never who.
import type { AnswerOf, adminApi } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";

type Erasure = AnswerOf<typeof adminApi.admin.customers.$get>["erasures"][number];

export function ErasuresLog({ erasures }: { erasures: Erasure[] }) {
  return (
    <section aria-labelledby="erasures-title" className="text-sm">
      <h2 id="erasures-title" className="font-sans text-base font-semibold">
        Recently deleted
      </h2>
      <ul className="mt-2 space-y-1 text-muted">
        {erasures.map((e) => (
          <li key={e.at}>
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            {" · "}
            {e.reason === "owner"
              ? `deleted on request${e.confirmedAt ? `; confirmation emailed ${formatDateTime(e.confirmedAt)}` : e.confirmationQueued ? "; confirmation on its way" : ""}`
              : "deleted by the nightly clean-up"}
          </li>
        ))}
      </ul>
    </section>
  );
}
