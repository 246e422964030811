// What each choice in the designer adds to the price: the estimate with that one option swapped
// in, against the estimate shown ("Museum glass +$255-$290"). The same resolveDesign and
// estimateFrame as the estimate itself, so the two never disagree
// (docs/decisions/0053-option-prices.md).
import {
  DESIGN_FIELDS,
  designForPreview,
  type FrameCatalogue,
  resolveDesign,
} from "./frame-design";
import { type Estimate, estimateFrame } from "./frame-estimate";

/** The estimate of the designer's fields, or null while a size or a choice is invalid. */
export function estimateOfFields(
  catalogue: FrameCatalogue,
  fields: Record<string, string | undefined>,
): Estimate | null {
  const design = designForPreview(fields);
  const resolved = design && resolveDesign(catalogue, design);
  return resolved?.ok ? estimateFrame(resolved.estimateInput) : null;
}

const dollars = (n: number) => `${n < 0 ? "−" : "+"}$${Math.abs(n)}`;

/** "+$255-$290", "−$20-$25", "+$0": the change between two estimates, smaller end first. */
export function priceChange(from: Estimate, to: Estimate): string {
  const a = to.low - from.low;
  const b = to.high - from.high;
  const [lo, hi] = Math.abs(a) <= Math.abs(b) ? [a, b] : [b, a];
  if (lo === hi) return dollars(lo);
  if (Math.sign(lo) === Math.sign(hi) || lo === 0) return `${dollars(lo)}-$${Math.abs(hi)}`;
  return `${dollars(lo)} to ${dollars(hi)}`;
}

/**
 * For each option of the moulding, mat style, mat colour and glazing groups (keyed
 * `field:value`), the price change of choosing it; nothing for the chosen ones, and nothing at
 * all while the design itself has no estimate.
 */
export function optionPriceChanges(
  catalogue: FrameCatalogue,
  fields: Record<string, string | undefined>,
): Record<string, string> {
  const current = estimateOfFields(catalogue, fields);
  if (!current) return {};
  const groups: Array<[string, string[]]> = [
    [DESIGN_FIELDS.moulding, catalogue.mouldings.map((m) => m.id)],
    [DESIGN_FIELDS.matStyle, ["none", "single", "double"]],
    [DESIGN_FIELDS.glazing, catalogue.glazing.map((g) => g.id)],
  ];
  const changes: Record<string, string> = {};
  for (const [field, values] of groups) {
    for (const value of values) {
      if (fields[field] === value) continue;
      const other = estimateOfFields(catalogue, { ...fields, [field]: value });
      if (other) changes[`${field}:${value}`] = priceChange(current, other);
    }
  }
  return changes;
}
