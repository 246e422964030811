// /frame-designer: a visitor designs a frame for their piece, sees it drawn to scale with an
// estimate from the shop's own prices, and sends it for a quote (issue 20). The tool is one form
// (~/components/frame-designer/FrameDesignerTool.tsx), an island (docs/decisions/0095-islands.md):
// it posts the choices and photos to the action below, with fetch when JavaScript runs (the
// answer is then read from the island's props in the page rendered here) or as a plain form.
import { data } from "react-router";
import {
  FRAME_DESIGNER_ISLAND,
  type FrameDesignerProps,
  FrameDesignerTool,
} from "~/components/frame-designer/FrameDesignerTool";
import { PageHero } from "~/components/site/sections";
import { appContext } from "~/context";
import { answerHeaders } from "~/lib/answer-headers";
import { breadcrumbJsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { phoneHref } from "~/lib/shop";
import { useShop } from "~/lib/use-shop";
import { Island } from "~/page-delivery/browser/island";
import type { PageHandle } from "~/page-delivery/server/page-handle";
import { frameCatalogue } from "~worker/services/frame-quotes";
import type { Route } from "./+types/frame-designer";
import { handleQuoteForm } from "./quote-form.server";

// Served as an island page: its entry, app/page-delivery/browser/islands/frame-designer.island.tsx, hydrates the tool.
export const handle: PageHandle = { browser: { island: FRAME_DESIGNER_ISLAND } };

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(
    {
      title: "Frame Designer: See Your Frame and Price",
      description:
        "Choose a moulding, mat and glass for your piece, see it drawn to scale with an estimate from our own prices, and send it to us for a quote.",
      path: "/frame-designer",
      keywords: [
        "custom frame designer",
        "picture framing price estimate houston",
        "online framing quote",
      ],
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Frame Designer", path: "/frame-designer" },
        ]),
      ],
    },
    siteUrl,
  );
}

export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: await frameCatalogue(context.get(appContext).env) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { result, status, headers } = await handleQuoteForm(request, context.get(appContext));
  return data(result, { status, headers });
}

export const headers = answerHeaders;

export default function FrameDesigner({ loaderData, actionData }: Route.ComponentProps) {
  const { facts } = useShop();
  return (
    <>
      <PageHero eyebrow="Frame designer" title="Design your frame, see the price">
        <p>
          Enter your piece's size, try our mouldings, mats and glass, and see it drawn to scale with
          an estimate from our own prices. Send it with a photo and we reply with a firm price{" "}
          {facts.replyPromise}.
        </p>
      </PageHero>
      <Island<FrameDesignerProps>
        name={FRAME_DESIGNER_ISLAND}
        component={FrameDesignerTool}
        props={{
          catalogue: loaderData.catalogue,
          phone: { text: facts.phone, href: phoneHref(facts) },
          answer: actionData,
        }}
      />
    </>
  );
}
