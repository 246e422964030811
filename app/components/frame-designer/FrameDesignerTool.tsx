// The frame designer's tool (issue 20): the choices, the preview drawn to scale with its estimate,
// the photo placed in it, and "Send for a quote", as one form. An island
// (docs/decisions/0095-islands.md): it hydrates with React alone, so nothing here imports
// react-router. Without JavaScript the form posts to /frame-designer's action, whose answer comes
// back as `answer`; with it, the same form goes with fetch to the same action, and the answer is
// read from this island's props in the page the action renders, then shown in place.
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import {
  DESIGN_FIELDS,
  type DesignSnapshot,
  describeDesign,
  designForPreview,
  type FrameCatalogue,
  readSizes,
  resolveDesign,
  snapshotDimensions,
} from "~/lib/frame-design";
import {
  ART_INCHES,
  type Estimate,
  estimateFrame,
  estimateSentence,
  formatInches,
} from "~/lib/frame-estimate";
import { optionPriceChanges } from "~/lib/option-prices";
import { CENTRED, clampCrop, type PhotoCrop } from "~/lib/photo-crop";
import { type QuoteFormResult, SEND_PREVIEW_PHOTO_FIELD } from "~/lib/quote-request";
import { fetchIslandProps } from "~/page-delivery/browser/island";
import { buttonClass } from "../ui/button";
import { FirstInvalidProvider, useFirstInvalidFocus } from "../ui/field";
import { DesignControls, type DesignFields } from "./DesignControls";
import { FramePreview, type PreviewPhoto } from "./FramePreview";
import { PhotoPlacer } from "./PhotoPlacer";
import { QUOTE_REQUEST_FIELDS, QuoteRequestFields } from "./QuoteRequestFields";

/** The island's name on the page, and its entry's key (app/page-delivery/browser/islands/frame-designer.island.tsx). */
export const FRAME_DESIGNER_ISLAND = "frame-designer";

export interface FrameDesignerProps {
  catalogue: FrameCatalogue;
  // The shop's phone, for the oversize path's "Call" link.
  phone: { text: string; href: string };
  // The action's answer to the form posted without JavaScript.
  answer?: QuoteFormResult;
}

// Every field of the one form in the order shown: the design's, then the quote request's.
const FORM_FIELDS = [...Object.values(DESIGN_FIELDS), ...QUOTE_REQUEST_FIELDS];

// When the answer is not the action's (the connection dropped, the Worker refused or failed).
const NOT_SENT =
  "Your request could not be sent just now. Please try again in a moment, or call us.";

// A 16 x 20 print with a 2-inch single mat: the most common piece brought to the studio.
function startingFields(catalogue: FrameCatalogue): DesignFields {
  const mat = catalogue.mats.find((m) => m.id === "antique-white") ?? catalogue.mats[0];
  const inner = catalogue.mats.find((m) => m.id !== mat?.id);
  const glazing = catalogue.glazing.find((g) => g.id === "uv-filtering") ?? catalogue.glazing[0];
  return {
    [DESIGN_FIELDS.width]: "16",
    [DESIGN_FIELDS.height]: "20",
    [DESIGN_FIELDS.moulding]: catalogue.mouldings[0]?.id ?? "",
    [DESIGN_FIELDS.matStyle]: "single",
    [DESIGN_FIELDS.mat]: mat?.id ?? "",
    [DESIGN_FIELDS.matWidth]: "2",
    [DESIGN_FIELDS.innerMat]: inner?.id ?? "",
    [DESIGN_FIELDS.glazing]: glazing?.id ?? "",
  };
}

function designOf(
  catalogue: FrameCatalogue,
  fields: DesignFields,
): { snapshot: DesignSnapshot; estimate: Estimate } | null {
  const design = designForPreview(fields);
  const resolved = design && resolveDesign(catalogue, design);
  if (!resolved?.ok) return null;
  return { snapshot: resolved.snapshot, estimate: estimateFrame(resolved.estimateInput) };
}

export function FrameDesignerTool({ catalogue, phone, answer }: FrameDesignerProps) {
  // The answer that came with fetch, once there is one; before it, the page's own.
  const [sent, setSent] = useState<QuoteFormResult | undefined>();
  const [busy, setBusy] = useState(false);
  const result = sent ?? answer;
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.values ?? {};
  const { formRef, first } = useFirstInvalidFocus(FORM_FIELDS, failure);

  const [fields, setFields] = useState<DesignFields>(() => ({
    ...startingFields(catalogue),
    ...pick(values, Object.values(DESIGN_FIELDS)),
  }));
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  // The preview photo, chosen once: drawn here, placed by the visitor, and (ticked by default)
  // sent with the request with its placement (docs/decisions/0052-preview-photo-placement.md).
  const [photo, setPhoto] = useState<PreviewPhoto | undefined>();
  const [crop, setCrop] = useState<PhotoCrop>(CENTRED);
  const [sendPhoto, setSendPhoto] = useState(
    values[SEND_PREVIEW_PHOTO_FIELD] !== undefined || !failure,
  );
  // Keyed on the URL: learning the photo's size must not revoke the URL still drawn.
  const photoUrl = photo?.url;
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);
  const choosePhoto = (file: File | null) => {
    setCrop(CENTRED);
    if (!file) return setPhoto(undefined);
    const url = URL.createObjectURL(file);
    const img = new Image();
    // Its pixel size places it; until known (or if it cannot be decoded) it is centre-cropped.
    setPhoto({ url, width: 0, height: 0 });
    img.onload = () =>
      setPhoto((p) =>
        p?.url === url ? { url, width: img.naturalWidth, height: img.naturalHeight } : p,
      );
    img.src = url;
  };
  const placedPhoto = photo ? { ...photo, crop } : undefined;
  const dragPhoto = (move: { x: number; y: number }, overflow: { x: number; y: number }) =>
    setCrop((c) =>
      clampCrop({
        ...c,
        x: overflow.x > 0 ? c.x - move.x / overflow.x : c.x,
        y: overflow.y > 0 ? c.y - move.y / overflow.y : c.y,
      }),
    );

  const current = useMemo(() => designOf(catalogue, fields), [catalogue, fields]);
  const sizes = useMemo(() => readSizes(fields), [fields]);
  const priceChanges = useMemo(() => optionPriceChanges(catalogue, fields), [catalogue, fields]);
  // The server's word on a field until the visitor changes it; then the form's own reading.
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const serverErrors = Object.fromEntries(
    Object.entries(failure?.fieldErrors ?? {}).filter(([name]) => !edited.has(name)),
  );
  const errors = { ...serverErrors, ...(interactive ? sizes.errors : {}) };
  // While a size is invalid the drawing keeps the last good frame, dimmed, but the outer size
  // and the estimate go: a price for a size that was not entered would mislead
  // (docs/decisions/0051-invalid-size-and-oversize.md).
  const lastGood = useRef(current);
  if (current) lastGood.current = current;
  const drawn = current ?? lastGood.current;
  const shown = current;

  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent?.ok) thanks.current?.focus();
  }, [sent]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const form = e.currentTarget;
    // As the browser sends it without JavaScript: multipart, photos and all.
    const body = new FormData(form, (e.nativeEvent as SubmitEvent).submitter);
    setBusy(true);
    const page = await fetchIslandProps<FrameDesignerProps>(FRAME_DESIGNER_ISLAND, form.action, {
      method: "POST",
      body,
    });
    setBusy(false);
    // No answer in the page (an error page, a refusal before the action, no connection): the form
    // stays as typed, with a word on what happened.
    setSent(page?.answer ?? { ok: false, error: NOT_SENT, fieldErrors: {}, values: {} });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/frame-designer"
      encType="multipart/form-data"
      onSubmit={submit}
      className="relative mx-auto max-w-content px-4 py-12"
      aria-describedby={failure ? "quote-form-error" : undefined}
    >
      <FirstInvalidProvider value={first}>
        <noscript>
          <p className="mb-8 rounded-md border border-line bg-surface p-4 text-sm">
            The live preview and estimate need JavaScript. You can still choose everything below and
            send it: we price it from your choices.
          </p>
        </noscript>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_28rem]">
          <section aria-labelledby="preview-heading" className="lg:sticky lg:top-24 lg:self-start">
            <h2 id="preview-heading" className="sr-only">
              Preview
            </h2>
            <div className="rounded-xl border border-line bg-[#ece6dc] p-6 sm:p-10">
              {drawn ? (
                <FramePreview
                  design={drawn.snapshot}
                  photo={placedPhoto}
                  onPhotoDrag={dragPhoto}
                  label={
                    current
                      ? `Preview: ${describeDesign(drawn.snapshot)}`
                      : "Preview of the last valid size"
                  }
                  className={`mx-auto h-[min(55vh,30rem)] w-full drop-shadow-[0_10px_14px_rgba(31,27,22,0.28)] ${current ? "" : "opacity-40"}`}
                />
              ) : null}
            </div>
            {shown ? (
              <div className="mt-4 space-y-1">
                <p className="text-sm text-muted">
                  Outer size {formatOuter(shown.snapshot)}
                  {" · "}
                  {shown.snapshot.moulding.name}
                  {shown.snapshot.mat ? `, ${shown.snapshot.mat.name} mat` : ", no mat"}
                  {`, ${shown.snapshot.glazing.name}`}
                </p>
                <p className="font-serif text-2xl text-ink" data-testid="estimate">
                  {estimateSentence(shown.estimate)}
                </p>
              </div>
            ) : null}
            {/* One polite announcement per change: what the frame is now and what it costs. */}
            <p className="sr-only" aria-live="polite">
              {current
                ? `${describeDesign(current.snapshot)} ${estimateSentence(current.estimate)}`
                : "Enter a size from 4 to 60 inches, in eighths, to update the preview."}
            </p>
            {!current ? (
              <p className="mt-4 text-sm text-danger" data-testid="no-estimate">
                No estimate yet: enter a size of 4-60 in (and a mat of 1.5-4 in), in eighths of an
                inch, such as 36 1/4.
              </p>
            ) : null}
            {sizes.tooLarge ? (
              <div
                className="mt-4 rounded-md border border-line bg-surface p-4 text-sm"
                data-testid="oversize"
              >
                <p className="font-semibold text-ink">Larger than {ART_INCHES.max} in?</p>
                <p className="mt-1 text-muted">
                  We frame big pieces too; the designer just cannot price them. Send us the size
                  anyway and we quote it by hand, or call us.
                </p>
                <p className="mt-3 flex flex-wrap gap-3">
                  <a
                    href="/contact?service=custom-framing"
                    className={buttonClass("secondary", "md")}
                  >
                    Send it anyway
                  </a>
                  <a href={phone.href} className={buttonClass("secondary", "md")}>
                    Call {phone.text}
                  </a>
                </p>
              </div>
            ) : null}
          </section>

          <div>
            <h2 className="sr-only">Your choices</h2>
            <DesignControls
              catalogue={catalogue}
              fields={fields}
              errors={errors}
              interactive={interactive}
              understood={interactive ? sizes.understood : {}}
              priceChanges={priceChanges}
              onChange={(name, value) => {
                setFields((f) => ({ ...f, [name]: value }));
                setEdited((e) => new Set(e).add(name));
              }}
              onPhoto={choosePhoto}
              photoSent={sendPhoto}
              photoControls={
                <PhotoPlacer
                  chosen={Boolean(photo && photo.width > 0)}
                  crop={crop}
                  onCrop={(c) => setCrop(clampCrop(c))}
                  send={sendPhoto}
                  onSend={setSendPhoto}
                />
              }
            />
            {shown ? (
              // Phones: the preview scrolls away while choosing, so a small copy and the price
              // stay at the bottom of the screen (a duplicate of the summary, hidden from readers).
              <div
                aria-hidden="true"
                className="sticky bottom-0 z-10 -mx-4 mt-8 flex items-center gap-3 border-t border-line bg-ground/95 px-4 py-2 backdrop-blur lg:hidden"
              >
                <FramePreview
                  design={shown.snapshot}
                  photo={placedPhoto}
                  label=""
                  className="h-14 w-14 shrink-0"
                />
                <p className="text-sm">
                  <span className="block font-semibold text-ink">
                    ${shown.estimate.low}-${shown.estimate.high} estimate
                  </span>
                  <span className="block text-muted">Outer size {formatOuter(shown.snapshot)}</span>
                </p>
              </div>
            ) : null}
          </div>
        </div>

        <section
          id="send"
          aria-labelledby="send-heading"
          className="mt-14 scroll-mt-24 rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          {result?.ok ? (
            <div role="status" className="text-center">
              <h2 ref={thanks} tabIndex={-1} id="send-heading" className="text-3xl">
                Thank you!
              </h2>
              <p className="mt-3 text-muted">{result.message}</p>
              <a href="/frame-designer" className={buttonClass("secondary", "md", "mt-6")}>
                Design another frame
              </a>
            </div>
          ) : (
            <>
              <h2 id="send-heading" className="text-3xl">
                Send for a quote
              </h2>
              <p className="mt-2 max-w-2xl text-muted">
                We send the design above with your details. The estimate is a range: the final price
                comes after we see your piece.
              </p>
              {failure ? (
                <p
                  id="quote-form-error"
                  role="alert"
                  className="mt-4 rounded-md border border-danger/30 bg-danger/5 p-3 text-sm text-danger"
                >
                  {failure.error}
                </p>
              ) : null}
              <div className="mt-6">
                <QuoteRequestFields
                  errors={failure?.fieldErrors ?? {}}
                  values={values}
                  busy={busy}
                />
              </div>
            </>
          )}
        </section>
      </FirstInvalidProvider>
    </form>
  );
}

function formatOuter(snapshot: DesignSnapshot): string {
  const { outer } = snapshotDimensions(snapshot);
  return `${formatInches(outer.width)} × ${formatInches(outer.height)} in`;
}

function pick(values: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]]));
}
