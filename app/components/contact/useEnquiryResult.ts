// One form's result, whether it came through a fetcher (JavaScript) or a full page POST (no JavaScript).
import { useActionData, useFetcher } from "react-router";
import type { EnquiryFormResult, EnquiryIntent } from "~/lib/enquiry-form";

export function useEnquiryForm(intent: EnquiryIntent) {
  const fetcher = useFetcher<EnquiryFormResult>({ key: `enquiry-${intent}` });
  const actionData = useActionData<EnquiryFormResult>();
  const fromPage = actionData?.intent === intent ? actionData : undefined;
  const result = fetcher.data ?? fromPage;
  const busy = fetcher.state !== "idle";
  const failure = result && !result.ok ? result : undefined;
  return { fetcher, result, busy, failure, fieldErrors: failure?.fieldErrors ?? {}, values: failure?.values ?? {} };
}
