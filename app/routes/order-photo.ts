// /order/<token>/photo: the photo the customer sent with their quote, drawn in their order's
// frame on the status page. Private like the page: the token is the key, never cached.
import { data } from "react-router";
import { appContext } from "~/context";
import { privateFile } from "~worker/api/http";
import { orderPhoto } from "~worker/services/jobs/status";
import type { Route } from "./+types/order-photo";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  const object = await orderPhoto(env, params.token);
  if (!object) throw data(null, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const answer = privateFile(object);
  answer.headers.set("X-Robots-Tag", "noindex");
  return answer;
}
