// One email as it was sent (or will be), opened from the Emails screen: to, subject, its state,
// the HTML in a sandboxed frame (no scripts, no access to the admin page) and the plain text.
import { adminApi, answerOf } from "~/lib/admin-api";
import { formatDateTime } from "~/lib/date-format";
import { Dialog, DialogContent } from "../ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";
import { QueryView } from "./AdminList";
import { useAdminQuery } from "./useAdminQuery";

/** "Next try in about 4 min (10:32 AM)": retries come within minutes, so the time of day. */
export function nextTry(iso: string, now = Date.now()): string {
  const minutes = Math.round((Date.parse(iso) - now) / 60_000);
  const at = new Date(iso).toLocaleTimeString("en-US", { timeStyle: "short" });
  if (minutes < 1) return `Next try in under a minute (${at})`;
  return `Next try in about ${minutes} min (${at})`;
}

export function EmailViewer({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useAdminQuery(`email-${id}`, () =>
    answerOf(adminApi.admin.emails[":id"].$get({ param: { id: String(id) } })),
  );
  const email = query.data?.email;
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={email?.subject ?? "Email"}
        description={email ? `To ${email.to}` : undefined}
      >
        <QueryView query={query} loadingText="Loading the email...">
          {({ email }) => (
            <div className="space-y-4">
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]">
                <dt className="font-medium">Written</dt>
                <dd>{formatDateTime(email.createdAt)}</dd>
                <dt className="font-medium">State</dt>
                <dd>
                  {email.sentAt
                    ? `Sent ${formatDateTime(email.sentAt)}`
                    : email.retrying && email.nextTryAt
                      ? `Retrying: ${email.attempts} ${email.attempts === 1 ? "try" : "tries"} so far, ${nextTry(email.nextTryAt).replace("Next try", "next")}`
                      : email.status === "failed"
                        ? `Not sent after ${email.attempts} tries`
                        : email.status === "skipped"
                          ? "Not sent (held back)"
                          : "Sending"}
                </dd>
                {email.lastError && !email.sentAt ? (
                  <>
                    <dt className="font-medium">Last error</dt>
                    <dd className="break-words text-danger">{email.lastError}</dd>
                  </>
                ) : null}
                {email.replyTo ? (
                  <>
                    <dt className="font-medium">Reply-To</dt>
                    <dd className="break-all">{email.replyTo}</dd>
                  </>
                ) : null}
                {email.attachments.length > 0 ? (
                  <>
                    <dt className="font-medium">Attached</dt>
                    <dd>
                      <ul className="flex flex-wrap gap-x-4">
                        {email.attachments.map((a) => (
                          <li key={a.href}>
                            <a href={a.href} download={a.filename} className="underline">
                              {a.filename}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                ) : null}
              </dl>
              <Tabs defaultValue={email.html ? "html" : "text"}>
                <TabsList aria-label="Show the email as">
                  {email.html ? <TabsTrigger value="html">As sent</TabsTrigger> : null}
                  <TabsTrigger value="text">Plain text</TabsTrigger>
                </TabsList>
                {email.html ? (
                  <TabsContent value="html" className="mt-3">
                    {/* sandbox="": the email's HTML runs nothing and cannot reach this page. */}
                    <iframe
                      title={`The email "${email.subject}" as sent`}
                      sandbox=""
                      srcDoc={email.html}
                      className="h-[60vh] w-full rounded-md border border-line bg-white"
                    />
                  </TabsContent>
                ) : null}
                <TabsContent value="text" className="mt-3">
                  <pre className="max-h-[60vh] overflow-auto whitespace-pre-wrap break-words rounded-md border border-line bg-ground p-4 font-sans text-sm">
                    {email.text}
                  </pre>
                </TabsContent>
              </Tabs>
            </div>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}
