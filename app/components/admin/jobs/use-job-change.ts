// What every card of the job screen shares: the job as the API answers it, and one way to change
// it that reloads the job when it was changed elsewhere (409) before saying so.
import { type AnswerOf, ApiRequestError, type adminApi } from "~/lib/admin-api";
import { useAdminMutation } from "../useAdminMutation";

export type Job = AnswerOf<(typeof adminApi.admin.jobs)[":id"]["$get"]>["job"];

export const card = "rounded-lg border border-line bg-surface p-5";

export function useJobChange<I, A = unknown>(
  job: Job,
  send: (input: I) => Promise<A>,
  success: string,
  reload: () => Promise<void>,
) {
  return useAdminMutation(
    async (input: I) => {
      try {
        return await send(input);
      } catch (err) {
        // Changed elsewhere: show what is true now, then say so.
        if (err instanceof ApiRequestError && err.status === 409) await reload();
        throw err;
      }
    },
    {
      success: { title: success, description: `Job ${job.number}` },
      failure: { title: "Not saved", description: "Please try again." },
      onSuccess: reload,
    },
  );
}
