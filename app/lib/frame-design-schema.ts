// The frame design as the server checks it (API, form action): shapes, ranges and eighths of an
// inch. The catalogue ids are checked by resolveDesign in ./frame-design.ts.
import { z } from "zod";
import { ART_INCHES, isEighths, MAT_INCHES } from "./frame-estimate";
import { checkInches } from "./inches";
import { PHOTO_ZOOM } from "./photo-crop";

// A number, or text as people write sizes ("36 1/4", "36-1/4", "36¼"): read by the one parser the
// form uses (docs/decisions/0050-sizes-in-fractions.md). Text it cannot read gets its message.
const inches = (label: string, range: { min: number; max: number }) =>
  z.preprocess(
    (value, ctx) => {
      if (typeof value !== "string") return value;
      const checked = checkInches(label, value, range);
      if (checked.ok) return checked.inches;
      ctx.addIssue({ code: "custom", message: checked.message, input: value });
      return z.NEVER;
    },
    inchesNumber(label, range),
  );

const inchesNumber = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number of inches.` })
    .min(min, `${label} must be at least ${min} inches.`)
    .max(max, `${label} must be at most ${max} inches.`)
    .refine(isEighths, `${label} must be in eighths of an inch (e.g. 16 or 16.125).`);

const catalogueId = (label: string) =>
  z
    .string({ error: `Choose a ${label}.` })
    .trim()
    .min(1, `Choose a ${label}.`)
    .max(64, `Choose a ${label} from the list.`);

export const frameDesignSchema = z.object({
  widthInches: inches("Width", ART_INCHES),
  heightInches: inches("Height", ART_INCHES),
  mouldingId: catalogueId("moulding"),
  mat: z
    .object({
      id: catalogueId("mat colour"),
      widthInches: inches("Mat width", MAT_INCHES),
      // A double mat: the inner board's colour, showing as a thin line around the art.
      innerId: z.preprocess(
        (v) => (v === "" ? null : v),
        catalogueId("inner mat colour").nullish(),
      ),
    })
    .nullable(),
  glazingId: catalogueId("glazing"),
  // The preview photo's placement, when the visitor sent it (../lib/photo-crop.ts).
  photoCrop: z
    .object(
      {
        x: z.number().min(0).max(1),
        y: z.number().min(0).max(1),
        zoom: z.number().min(PHOTO_ZOOM.min).max(PHOTO_ZOOM.max),
      },
      { error: "The photo's position could not be read: place it again." },
    )
    .optional(),
});

export type FrameDesign = z.infer<typeof frameDesignSchema>;
