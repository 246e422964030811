// One form's result, whether it came back to the island (JavaScript) or as the page after a full
// POST (no JavaScript). With JavaScript the form posts to the same route action with fetch and
// reads the answer from the island's props in the page the action renders
// (docs/decisions/0095-islands.md): same checks, same messages, same status codes.
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { EnquiryFormResult, EnquiryIntent } from "~/lib/enquiry-form";
import { fetchIslandProps } from "~/page-delivery/browser/island";

/** What an island of the /contact page carries: the action's answer, if the page is one. */
export interface WithAnswer {
  answer?: EnquiryFormResult;
}

/**
 * `onResult` runs once for each answer that arrives through the island's own sending (toasts,
 * focus, reset), after it has rendered; a full page POST without JavaScript shows its result by
 * rendering alone. `onProps` gets the island's fresh props from the same answer (the booking
 * card's free times, read again after the action).
 */
export function useEnquiryForm<P extends WithAnswer>(
  intent: EnquiryIntent,
  island: string,
  pageAnswer: EnquiryFormResult | undefined,
  onResult: (result: EnquiryFormResult) => void,
  onProps?: (props: P) => void,
) {
  const [sent, setSent] = useState<EnquiryFormResult | undefined>();
  const [busy, setBusy] = useState(false);
  const fromPage = pageAnswer?.intent === intent ? pageAnswer : undefined;
  const result = sent ?? fromPage;
  const failure = result && !result.ok ? result : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // As the browser sends the form without JavaScript (urlencoded), plus js=1: the answer then
    // stays on the page instead of redirecting to /thank-you.
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(form, submitter))
      if (typeof value === "string") body.append(key, value);
    body.set("js", "1");
    setBusy(true);
    const props = await fetchIslandProps<P>(island, form.action, { method: "POST", body });
    setBusy(false);
    if (props) onProps?.(props);
    // No island in the answer (an error page, no connection): the form stays as it was typed,
    // with the form's own failure message.
    const answer: EnquiryFormResult = props?.answer ?? {
      intent,
      ok: false,
      error: "",
      fieldErrors: {},
      values: Object.fromEntries(body),
    };
    setSent(answer);
  };

  const announced = useRef<EnquiryFormResult | undefined>(undefined);
  const handler = useRef(onResult);
  handler.current = onResult;
  useEffect(() => {
    if (!sent || announced.current === sent) return;
    announced.current = sent;
    handler.current(sent);
  }, [sent]);

  return {
    onSubmit,
    result,
    busy,
    failure,
    fieldErrors: failure?.fieldErrors ?? {},
    values: failure?.values ?? {},
  };
}
