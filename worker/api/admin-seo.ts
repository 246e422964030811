// GET /api/admin/seo: the SEO dashboard's data. Mounted behind requireAdmin in ./index.ts.
import { Hono } from "hono";
import { buildSeoDashboard } from "../services/seo/dashboard";
import type { HonoEnv } from "../types";

export const adminSeo = new Hono<HonoEnv>().get("/seo", async (c) => {
  const origin = new URL(c.req.url).origin;
  const renderPage = c.get("renderPage");
  // The audit renders our own pages in-process, as an anonymous crawler would see them.
  const dashboard = await buildSeoDashboard(c.env, (path) =>
    renderPage(new Request(new URL(path, origin))),
  );
  return c.json(dashboard);
});
