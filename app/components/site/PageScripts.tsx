// The inline scripts of every page (issue 21): the page script, and on public pages the
// Speculation Rules. Both carry the request's CSP nonce (worker/security-headers.ts).
import { isPrivatePath } from "~/content/public-pages";
import { pageScriptConfig, pageScriptSource } from "~/lib/page-script";
import { speculationRulesSource } from "~/lib/speculation-rules";

export function PageScripts({
  nonce,
  hydrated,
  pathname,
}: {
  nonce: string;
  hydrated: boolean;
  pathname: string;
}) {
  const isPrivate = isPrivatePath(pathname);
  return (
    <>
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, made HTML-safe in page-script.ts
        dangerouslySetInnerHTML={{
          __html: pageScriptSource(pageScriptConfig({ hydrated, pageView: !isPrivate })),
        }}
      />
      {isPrivate ? null : (
        <script
          type="speculationrules"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON, made HTML-safe in speculation-rules.ts
          dangerouslySetInnerHTML={{ __html: speculationRulesSource }}
        />
      )}
    </>
  );
}
