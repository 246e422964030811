// A form page's route `headers`: the action's own headers (Retry-After on 429, Allow on 405)
// reach the browser on the page it renders, with or without JavaScript, over the loader's.
import type { HeadersArgs } from "react-router";

export function answerHeaders({ actionHeaders, loaderHeaders }: HeadersArgs): Headers {
  const merged = new Headers(loaderHeaders);
  for (const [name, value] of actionHeaders) merged.set(name, value);
  return merged;
}
