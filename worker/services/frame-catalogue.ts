// The owner's frame catalogue (issue 20): add, edit, retire and restore mouldings, mats and
// glazing, swatches, and the price table. Every change reaches visitors at once (/api/frames and
// /frame-designer are edge-cached under the content version that contentChanged bumps).
//
// Quotes keep the design and the estimate as the visitor saw them (frame-quotes.ts), so nothing
// here ever changes a quote already sent: an id is never changed or reused, and a retired entry
// keeps its row.
import {
  CATALOGUE_NOUNS,
  type CatalogueKind,
  catalogueSchemas,
  newEntryId,
  priceTableSchema,
} from "~/lib/frame-catalogue-schema";
import { toIssues, type ValidationIssue } from "~/lib/validation-issues";
import { database } from "~db/client";
import {
  type CatalogueChanges,
  findCatalogueEntry,
  insertCatalogueEntry,
  nextSortOrder,
  readFullCatalogue,
  retireCatalogueEntry,
  updateCatalogueEntry,
  updatePriceTable,
} from "~db/repositories/frame-catalogue";
import { listVendors } from "~db/repositories/vendors";
import type { FrameGlazing, FrameMat, FrameMoulding, FramePrices } from "~db/schema";
import { contentChanged } from "./edge-cache";
import { costStamp, vendorFieldIssues } from "./materials/entry-costs";
import {
  checkSwatchUpload,
  deleteSwatch,
  drawnSwatch,
  isDrawnSwatch,
  storeSwatch,
} from "./moulding-swatches";

type CatalogueEnv = Pick<Env, "DB" | "IMAGES">;
type Entries = { mouldings: FrameMoulding; mats: FrameMat; glazing: FrameGlazing };
export type CatalogueEntry = Entries[CatalogueKind];

/** Everything the owner manages, retired entries included. */
export interface OwnerCatalogue {
  mouldings: FrameMoulding[];
  mats: FrameMat[];
  glazing: FrameGlazing[];
  prices: FramePrices;
  // Who the entries can be bought from (docs/decisions/0099-materials-and-frame-order.md).
  vendors: Array<{ id: number; name: string; retiredAt: string | null }>;
}

export async function ownerCatalogue(env: Pick<Env, "DB">): Promise<OwnerCatalogue> {
  const db = database(env.DB);
  const [{ prices, ...entries }, vendors] = await Promise.all([
    readFullCatalogue(db),
    listVendors(db),
  ]);
  if (!prices) throw new Error("The frame price table is missing (seeded by migration 0006).");
  return {
    ...entries,
    prices,
    vendors: vendors.map(({ id, name, retiredAt }) => ({ id, name, retiredAt })),
  };
}

export type EntryResult<T = CatalogueEntry> =
  | { status: "saved"; entry: T }
  | { status: "invalid"; issues: ValidationIssue[] }
  | { status: "too-large"; issues: ValidationIssue[] }
  // The id is taken, or this is the last entry on offer of its kind.
  | { status: "conflict"; error: string; issues?: ValidationIssue[] }
  | { status: "not-found" };

const now = () => new Date().toISOString();
const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

async function saved<T>(env: CatalogueEnv, entry: T): Promise<EntryResult<T>> {
  await contentChanged(env);
  return { status: "saved", entry };
}

/** Adds a mould, mat or glazing; its id is the one given or its name as a slug. */
export async function createEntry(
  env: CatalogueEnv,
  kind: CatalogueKind,
  input: unknown,
): Promise<EntryResult> {
  const parsed = catalogueSchemas[kind].create.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const { id: _, ...fields } = parsed.data;
  const id = newEntryId(parsed.data);
  if (!id)
    return {
      status: "invalid",
      issues: [{ path: "name", message: "Name needs letters or numbers to make an id from." }],
    };
  const db = database(env.DB);
  const taken = async () => {
    const existing = await findCatalogueEntry(db, kind, id);
    const error = `The id ${id} is already used by ${existing?.name ?? "another entry"}${existing?.retiredAt ? " (retired)" : ""}. Choose another id or name.`;
    return { status: "conflict" as const, error, issues: [{ path: "id", message: error }] };
  };
  if (await findCatalogueEntry(db, kind, id)) return taken();
  const vendorIssues = await vendorFieldIssues(db, kind, id, fields);
  if (vendorIssues.length) return { status: "invalid", issues: vendorIssues };

  const sortOrder = fields.sortOrder ?? (await nextSortOrder(db, kind));
  // A new moulding's swatch is drawn from its colour until the owner uploads a photo.
  const swatch =
    kind === "mouldings"
      ? await storeSwatch(env, id, drawnSwatch(fields as Omit<FrameMoulding, "id">))
      : null;
  let entry: CatalogueEntry | undefined;
  try {
    entry = await insertCatalogueEntry(db, kind, {
      ...(fields as Omit<FrameMoulding, "id">),
      id,
      sortOrder,
      ...costStamp(fields, null, now()),
      ...(swatch ? { swatch } : {}),
    });
  } catch (err) {
    if (swatch) await deleteSwatch(env, swatch);
    throw err;
  }
  if (!entry) {
    // Added by someone else between the check and the insert.
    if (swatch) await deleteSwatch(env, swatch);
    return taken();
  }
  return saved(env, entry);
}

/** Changes an entry's details and prices; its id stays. */
export async function updateEntry(
  env: CatalogueEnv,
  kind: CatalogueKind,
  id: string,
  input: unknown,
): Promise<EntryResult> {
  const parsed = catalogueSchemas[kind].update.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const db = database(env.DB);
  const existing = await findCatalogueEntry(db, kind, id);
  if (!existing) return { status: "not-found" };
  const vendorIssues = await vendorFieldIssues(db, kind, id, parsed.data, existing);
  if (vendorIssues.length) return { status: "invalid", issues: vendorIssues };
  const changes: CatalogueChanges<typeof kind> = {
    ...parsed.data,
    ...costStamp(parsed.data, existing, now()),
  };

  // A drawn swatch follows the moulding's look; an uploaded photo stays until replaced.
  let redrawn: string | null = null;
  if (kind === "mouldings") {
    const before = existing as FrameMoulding;
    const after = parsed.data as Omit<FrameMoulding, "id" | "swatch">;
    const looksDifferent =
      before.colour !== after.colour || before.profileWidthInches !== after.profileWidthInches;
    if (isDrawnSwatch(before.swatch) && looksDifferent) {
      redrawn = await storeSwatch(env, id, drawnSwatch(after));
      Object.assign(changes, { swatch: redrawn });
    }
  }
  let entry: CatalogueEntry | undefined;
  try {
    entry = await updateCatalogueEntry(db, kind, id, changes);
  } catch (err) {
    if (redrawn) await deleteSwatch(env, redrawn);
    throw err;
  }
  if (!entry) return { status: "not-found" };
  if (redrawn) await replacedSwatch(env, (existing as FrameMoulding).swatch, redrawn);
  return saved(env, entry);
}

async function replacedSwatch(env: CatalogueEnv, old: string, current: string) {
  // The same picture again gets the same address: then there is nothing to remove.
  if (old !== current) await deleteSwatch(env, old);
}

/**
 * Takes an entry off offer: visitors no longer see it, quotes that used it keep it. The last
 * entry on offer of its kind cannot be retired (the designer needs one of each).
 */
export async function retireEntry(
  env: CatalogueEnv,
  kind: CatalogueKind,
  id: string,
): Promise<EntryResult> {
  const db = database(env.DB);
  const existing = await findCatalogueEntry(db, kind, id);
  if (!existing) return { status: "not-found" };
  if (existing.retiredAt) return { status: "saved", entry: existing };
  const entry = await retireCatalogueEntry(db, kind, id, now());
  if (!entry) {
    const noun = CATALOGUE_NOUNS[kind];
    return {
      status: "conflict",
      error: `${existing.name} is the last ${noun} on offer: add or restore another ${noun} before retiring it.`,
    };
  }
  return saved(env, entry);
}

/** Puts a retired entry back on offer. */
export async function restoreEntry(
  env: CatalogueEnv,
  kind: CatalogueKind,
  id: string,
): Promise<EntryResult> {
  const db = database(env.DB);
  const existing = await findCatalogueEntry(db, kind, id);
  if (!existing) return { status: "not-found" };
  if (!existing.retiredAt) return { status: "saved", entry: existing };
  const entry = await updateCatalogueEntry(db, kind, id, { retiredAt: null });
  return entry ? saved(env, entry) : { status: "not-found" };
}

export type PriceTableResult =
  | { status: "saved"; prices: FramePrices }
  | { status: "invalid"; issues: ValidationIssue[] };

/** The mat price, minimum order and estimate range. Quotes already sent keep their numbers. */
export async function updatePrices(
  env: Pick<Env, "DB">,
  input: unknown,
): Promise<PriceTableResult> {
  const parsed = priceTableSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", issues: toIssues(parsed.error) };
  const prices = await updatePriceTable(database(env.DB), parsed.data, now());
  if (!prices) throw new Error("The frame price table is missing (seeded by migration 0006).");
  await contentChanged(env);
  return { status: "saved", prices };
}

/** The owner's picture of a moulding becomes its swatch. */
export async function uploadSwatch(
  env: CatalogueEnv,
  id: string,
  upload: unknown,
): Promise<EntryResult<FrameMoulding>> {
  const db = database(env.DB);
  const existing = await findCatalogueEntry(db, "mouldings", id);
  if (!existing) return { status: "not-found" };
  const checked = await checkSwatchUpload(upload);
  if (!checked.ok)
    return { status: checked.tooLarge ? "too-large" : "invalid", issues: checked.issues };
  return setSwatch(env, existing, await storeSwatch(env, id, checked.file));
}

/** Back to a swatch drawn from the moulding's colour. */
export async function redrawSwatch(
  env: CatalogueEnv,
  id: string,
): Promise<EntryResult<FrameMoulding>> {
  const existing = await findCatalogueEntry(database(env.DB), "mouldings", id);
  if (!existing) return { status: "not-found" };
  return setSwatch(env, existing, await storeSwatch(env, id, drawnSwatch(existing)));
}

async function setSwatch(
  env: CatalogueEnv,
  existing: FrameMoulding,
  swatch: string,
): Promise<EntryResult<FrameMoulding>> {
  let entry: FrameMoulding | undefined;
  try {
    entry = await updateCatalogueEntry(database(env.DB), "mouldings", existing.id, { swatch });
  } catch (err) {
    if (swatch !== existing.swatch) await deleteSwatch(env, swatch);
    throw err;
  }
  if (!entry) return { status: "not-found" };
  await replacedSwatch(env, existing.swatch, swatch);
  return saved(env, entry);
}

export const entryNoun = (kind: CatalogueKind) => capitalised(CATALOGUE_NOUNS[kind]);
