// The frame design as the server checks it (API, form action): shapes, ranges and eighths of an
// inch. The catalogue ids are checked by resolveDesign in ./frame-design.ts.
import { z } from "zod";
import { ART_INCHES, isEighths, MAT_INCHES } from "./frame-estimate";

const inches = (label: string, { min, max }: { min: number; max: number }) =>
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
});

export type FrameDesign = z.infer<typeof frameDesignSchema>;
