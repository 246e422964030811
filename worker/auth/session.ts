// Sign-in and sign-out around Cloudflare Access: the login check of the old site, logout, and the dev sign-in.
import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { jsonError } from "../api/http";
import { isSameOriginRequest } from "../request-origin";
import type { HonoEnv } from "../types";
import {
  ACCESS_COOKIE,
  accessIssuer,
  adminEmails,
  isLocalDevelopment,
  teamMemberOf,
  verifyAccess,
} from "./access";
import { sameSitePath } from "./return-to";
import { signAccessToken } from "./sign-token";

export const adminSession = new Hono<HonoEnv>()
  .post("/login", async (c) => {
    const result = await verifyAccess(c.req.raw, c.env);
    c.header("Cache-Control", "private, no-store");
    if (!result.ok) return c.json({ success: false, message: result.error }, result.status);
    return c.json({ success: true, message: "Signed in.", user: result.admin });
  })
  .post("/logout", (c) => {
    if (!isSameOriginRequest(c.req.raw)) {
      return jsonError(c, 403, "This change must be made from the shop's own admin pages.");
    }
    deleteCookie(c, ACCESS_COOKIE, { path: "/" });
    const url = new URL(c.req.url);
    // Production ends the Access session itself; locally the cleared cookie is the whole session.
    const target = isLocalDevelopment(c.env, url) ? "/admin?signedOut=1" : "/cdn-cgi/access/logout";
    return c.redirect(target, 303);
  });

export const devSignIn = new Hono<HonoEnv>().get("/sign-in", async (c) => {
  const url = new URL(c.req.url);
  if (!isLocalDevelopment(c.env, url) || !c.env.DEV_SIGNING_KEY) {
    return jsonError(c, 404, "Dev sign-in is only available in local development.");
  }
  // ?as=<email> signs in as someone on the team, to see the workspace with their role
  // (docs/decisions/0100-team-and-roles.md); without it, the first owner in ADMIN_EMAILS.
  const as = c.req.query("as")?.trim().toLowerCase();
  const email = as || adminEmails(c.env)[0];
  if (!email) return jsonError(c, 500, "ADMIN_EMAILS is empty.");
  if (as && !(await teamMemberOf(c.env, as))) {
    return jsonError(c, 403, "Only someone on the team can be signed in as.");
  }
  const token = await signAccessToken(JSON.parse(c.env.DEV_SIGNING_KEY), {
    email,
    issuer: accessIssuer(c.env),
    audience: c.env.ACCESS_AUD,
  });
  setCookie(c, ACCESS_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    maxAge: 8 * 60 * 60,
  });
  return c.redirect(sameSitePath(c.req.query("returnTo"), c.req.url, "/admin"), 303);
});
