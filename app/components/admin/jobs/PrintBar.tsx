// Above a job's printable page (its ticket, a receipt): the way back to the job and Print; neither
// is printed.
import { Link } from "react-router";

export function PrintBar({ jobId, jobNumber }: { jobId: number; jobNumber: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
      <Link
        to={`/admin/jobs/${jobId}`}
        className="text-sm text-accent underline underline-offset-2"
      >
        ← Job {jobNumber}
      </Link>
      <button
        type="button"
        onClick={() => window.print()}
        className="min-h-11 rounded-md bg-accent px-4 font-medium text-white"
      >
        Print
      </button>
    </div>
  );
}
