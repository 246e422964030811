// Admin pages use the Worker's one Access verifier, exactly like the admin API.
import { data, type RouterContextProvider } from "react-router";
import { screenAt } from "~/content/admin-screens";
import { appContext } from "~/context";
import { refusalFor, roleCan, type TeamRole } from "~/lib/team";
import { isLocalDevelopment, NOT_SIGNED_IN, verifyAccess } from "~worker/auth/access";

export async function adminPageAccess(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(appContext);
  const result = await verifyAccess(request, env);
  const devSignIn = isLocalDevelopment(env, new URL(request.url)) && Boolean(env.DEV_SIGNING_KEY);
  return { result, devSignIn };
}

export type SignedOut = { signedIn: false; error: string; devSignIn: boolean };

/** The signed-out state of an admin page, answered with the verifier's status (401 or 403). */
export function signedOut(result: { status: 401 | 403; error: string }, devSignIn: boolean) {
  return data<SignedOut>(
    // A first visit is not an error: the screen shows a message only when something happened
    // (an expired sign-in, another account), docs/decisions/0057-money-and-counts-in-words.md.
    { signedIn: false, error: result.error === NOT_SIGNED_IN ? "" : result.error, devSignIn },
    { status: result.status, headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * The refusal of a screen the signed-in role cannot use (docs/decisions/0100-team-and-roles.md):
 * the same capability, and the same sentence, as the API's guard.
 */
export function screenRefusal(pathname: string, role: TeamRole): string | null {
  const needs = screenAt(pathname)?.needs;
  return needs && !roleCan(role, needs) ? refusalFor(needs) : null;
}
