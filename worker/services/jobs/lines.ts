// A job's framed pieces from the owner's designs: each design checked against the catalogue and
// priced by it unless the owner gave a price (docs/decisions/0030-jobs.md).
import type { ValidationIssue } from "~/lib/validation-issues";
import type { NewPiece } from "~db/repositories/jobs";
import { checkDesign, frameCatalogue } from "../frame-quotes";

/** Cents rounded to whole dollars, half up: a catalogue figure as the owner would quote it. */
export const wholeDollars = (cents: number) => Math.round(cents / 100) * 100;

/** One issue as a service's "invalid" answer. */
export const issue = (
  path: string,
  message: string,
): { status: "invalid"; issues: ValidationIssue[] } => ({
  status: "invalid",
  issues: [{ path, message }],
});

/** The pieces, priced; or every issue of their designs. */
export async function piecesFromDesigns(
  env: Pick<Env, "DB">,
  pieces: Array<{ description: string; design: unknown; priceCents?: number; taxable?: boolean }>,
): Promise<{ pieces: NewPiece[] } | { issues: ValidationIssue[] }> {
  const catalogue = await frameCatalogue(env);
  const issues: ValidationIssue[] = [];
  const out: NewPiece[] = [];
  pieces.forEach((p, i) => {
    const checked = checkDesign(catalogue, p.design, `pieces.${i}.design`);
    if (!checked.ok) issues.push(...checked.issues);
    else
      out.push({
        description: p.description,
        design: checked.snapshot,
        estimateCents: checked.priceCents,
        // Unpriced, the catalogue's figure in whole dollars, an estimate until confirmed.
        priceCents: p.priceCents ?? wholeDollars(checked.priceCents),
        taxable: p.taxable ?? true,
        priceConfirmed: p.priceCents !== undefined,
      });
  });
  return issues.length ? { issues } : { pieces: out };
}
