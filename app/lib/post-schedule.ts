// A post's publish time in the editor: the owner types the shop's wall clock (a datetime-local
// field); the API takes an instant with its offset (docs/decisions/0077-scheduled-publishing.md).
import { shopIsoString, shopTimeToDate } from "./shop-time";

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-01T09:00" (Houston) -> "2026-12-01T09:00:00-06:00"; "" -> null. */
export function publishAtFromInput(value: string): string | null {
  const match = WALL_CLOCK.exec(value.trim());
  if (!value.trim()) return null;
  // Anything else goes to the schema as typed, which says what a time must look like.
  if (!match) return value;
  const [, day, hh, mm] = match;
  return shopIsoString(shopTimeToDate(day, Number(hh) * 60 + Number(mm)));
}

/** A stored publish time (UTC) as the editor's field shows it, in shop time; null -> "". */
export function publishAtInput(iso: string | null | undefined): string {
  return iso ? shopIsoString(new Date(iso)).slice(0, 16) : "";
}
