// One form's result, whether it came through a fetcher (JavaScript) or a full page POST (no JavaScript).
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { EnquiryFormResult, EnquiryIntent } from "~/lib/enquiry-form";

/**
 * `onResult` runs once for each answer that arrives through the fetcher (toasts, focus, reset);
 * a full page POST without JavaScript shows its result by rendering alone.
 */
export function useEnquiryForm(
  intent: EnquiryIntent,
  onResult: (result: EnquiryFormResult) => void,
) {
  const fetcher = useFetcher<EnquiryFormResult>({ key: `enquiry-${intent}` });
  const actionData = useActionData<EnquiryFormResult>();
  const fromPage = actionData?.intent === intent ? actionData : undefined;
  const result = fetcher.data ?? fromPage;
  const busy = fetcher.state !== "idle";
  const failure = result && !result.ok ? result : undefined;

  const announced = useRef<EnquiryFormResult | undefined>(undefined);
  const handler = useRef(onResult);
  handler.current = onResult;
  useEffect(() => {
    const data = fetcher.data;
    if (!data || announced.current === data) return;
    announced.current = data;
    handler.current(data);
  }, [fetcher.data]);

  return {
    fetcher,
    result,
    busy,
    failure,
    fieldErrors: failure?.fieldErrors ?? {},
    values: failure?.values ?? {},
  };
}
