// "1 image", "3 images": a count with its noun in the right number.

/** The count and its noun, singular for exactly one (`plural` defaults to singular + "s"). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
