// The frame order (docs/decisions/0099-materials-and-frame-order.md): what the jobs waiting for
// materials need, per vendor, from the catalogue's costs of today. Moulding in whole feet per
// piece, one sheet per mat layer and one of glazing per piece, oversize when the opening does not
// fit the entry's sheet; each line with the jobs it serves and their shares.
import type { DesignSnapshot } from "~/lib/frame-design";
import {
  DEFAULT_SHEETS,
  fitsSheet,
  lineCost,
  MATERIAL_KINDS,
  type MaterialKind,
  type MaterialUnit,
  pieceNeeds,
  type Sheet,
} from "~/lib/materials";
import type { Database } from "~db/client";
import { readFullCatalogue } from "~db/repositories/frame-catalogue";
import { type AwaitingJob, jobsAwaitingMaterials } from "~db/repositories/purchase-orders";
import { listVendors } from "~db/repositories/vendors";
import type { Vendor } from "~db/schema";

/** What the shop pays for one catalogue entry today. */
export interface EntryCost {
  vendorId: number | null;
  vendorCode: string | null;
  name: string;
  unitCostCents: number | null;
  sheet?: Sheet;
}

export type CostBook = Map<string, EntryCost>;
const keyOf = (kind: MaterialKind, id: string) => `${kind}:${id}`;

/** Every catalogue entry's cost, vendor and sheet, retired ones too (jobs may still use them). */
export async function costBook(db: Database): Promise<CostBook> {
  const { mouldings, mats, glazing } = await readFullCatalogue(db);
  const book: CostBook = new Map();
  for (const m of mouldings)
    book.set(keyOf("moulding", m.id), {
      vendorId: m.vendorId,
      vendorCode: m.vendorCode,
      name: m.name,
      unitCostCents: m.costPerFootCents,
    });
  for (const [kind, rows] of [
    ["mat", mats],
    ["glazing", glazing],
  ] as const)
    for (const e of rows)
      book.set(keyOf(kind, e.id), {
        vendorId: e.vendorId,
        vendorCode: e.vendorCode,
        name: e.name,
        unitCostCents: e.costPerSheetCents,
        sheet: { width: e.sheetWidthInches, height: e.sheetHeightInches },
      });
  return book;
}

/** One material of a job's pieces, priced and placed with its vendor. */
export interface CostedNeed {
  kind: MaterialKind;
  itemId: string;
  name: string;
  vendorId: number | null;
  vendorCode: string | null;
  quantity: number;
  unit: MaterialUnit;
  oversize: boolean;
  unitCostCents: number | null;
}

/** What a job's pieces need, each with today's cost and vendor. */
export function costedNeeds(pieces: DesignSnapshot[], book: CostBook): CostedNeed[] {
  return pieces.flatMap((design) =>
    pieceNeeds(design).map((need) => {
      const entry = book.get(keyOf(need.kind, need.itemId));
      const sheet =
        entry?.sheet ?? (need.kind === "moulding" ? undefined : DEFAULT_SHEETS[need.kind]);
      return {
        kind: need.kind,
        itemId: need.itemId,
        // The entry's name today; a deleted entry keeps the name the job was designed with.
        name: entry?.name ?? need.name,
        vendorId: entry?.vendorId ?? null,
        vendorCode: entry?.vendorCode ?? null,
        quantity: need.quantity,
        unit: need.unit,
        oversize: Boolean(need.size && sheet && !fitsSheet(need.size, sheet)),
        unitCostCents: entry?.unitCostCents ?? null,
      };
    }),
  );
}

export interface FrameOrderLine {
  kind: MaterialKind;
  itemId: string;
  vendorCode: string | null;
  name: string;
  quantity: number;
  unit: MaterialUnit;
  oversize: boolean;
  /** The job numbers it serves, and their ids. */
  jobs: string[];
  jobIds: number[];
  unitCostCents: number | null;
  /** quantity x cost; null while the entry has no cost. */
  costCents: number | null;
  /** Each job's share: what its own pieces need. */
  shares: Array<{ jobId: number; quantity: number; costCents: number | null }>;
}

export interface VendorOrder {
  vendorId: number;
  name: string;
  orderEmail: string;
  accountNumber: string | null;
  lines: FrameOrderLine[];
  /** The sum of the lines' known costs. */
  totalCostCents: number;
  /** Lines whose entry has no cost yet. */
  linesWithoutCost: number;
}

export interface FrameOrder {
  vendors: VendorOrder[];
  noVendor: FrameOrderLine[];
}

const KIND_ORDER = (k: MaterialKind) => MATERIAL_KINDS.indexOf(k);

function addNeed(
  lines: Map<string, FrameOrderLine>,
  job: Pick<AwaitingJob, "id" | "number">,
  n: CostedNeed,
) {
  const key = `${n.kind}:${n.itemId}:${n.oversize ? "oversize" : ""}`;
  let line = lines.get(key);
  if (!line) {
    line = {
      kind: n.kind,
      itemId: n.itemId,
      vendorCode: n.vendorCode,
      name: n.name,
      quantity: 0,
      unit: n.unit,
      oversize: n.oversize,
      jobs: [],
      jobIds: [],
      unitCostCents: n.unitCostCents,
      costCents: null,
      shares: [],
    };
    lines.set(key, line);
  }
  line.quantity += n.quantity;
  let share = line.shares.find((s) => s.jobId === job.id);
  if (!share) {
    share = { jobId: job.id, quantity: 0, costCents: null };
    line.shares.push(share);
    line.jobs.push(job.number);
    line.jobIds.push(job.id);
  }
  share.quantity += n.quantity;
}

function finish(lines: Map<string, FrameOrderLine>): FrameOrderLine[] {
  return [...lines.values()]
    .map((l) => ({
      ...l,
      costCents: lineCost(l.quantity, l.unitCostCents),
      shares: l.shares.map((s) => ({ ...s, costCents: lineCost(s.quantity, l.unitCostCents) })),
    }))
    .sort(
      (a, b) =>
        KIND_ORDER(a.kind) - KIND_ORDER(b.kind) ||
        a.name.localeCompare(b.name) ||
        Number(a.oversize) - Number(b.oversize),
    );
}

/** The frame order from the waiting jobs, the cost book and the vendors. */
export function buildFrameOrder(
  jobs: AwaitingJob[],
  book: CostBook,
  vendors: Vendor[],
): FrameOrder {
  // A retired vendor takes no orders: its entries wait under "no vendor" for another one.
  const known = new Map(vendors.filter((v) => !v.retiredAt).map((v) => [v.id, v]));
  const perVendor = new Map<number, Map<string, FrameOrderLine>>();
  const none = new Map<string, FrameOrderLine>();
  for (const job of jobs)
    for (const need of costedNeeds(job.pieces, book)) {
      const vendor = need.vendorId === null ? undefined : known.get(need.vendorId);
      if (!vendor) {
        addNeed(none, job, need);
        continue;
      }
      if (job.orderedFrom.has(vendor.id)) continue;
      if (!perVendor.has(vendor.id)) perVendor.set(vendor.id, new Map());
      addNeed(perVendor.get(vendor.id) as Map<string, FrameOrderLine>, job, need);
    }
  const answer: VendorOrder[] = [...perVendor.entries()].map(([id, lines]) => {
    const v = known.get(id) as Vendor;
    const finished = finish(lines);
    return {
      vendorId: id,
      name: v.name,
      orderEmail: v.orderEmail,
      accountNumber: v.accountNumber,
      lines: finished,
      totalCostCents: finished.reduce((sum, l) => sum + (l.costCents ?? 0), 0),
      linesWithoutCost: finished.filter((l) => l.costCents === null).length,
    };
  });
  answer.sort((a, b) => a.name.localeCompare(b.name));
  return { vendors: answer, noVendor: finish(none) };
}

/** The frame order as it stands now. */
export async function currentFrameOrder(db: Database): Promise<FrameOrder> {
  const [jobs, book, vendors] = await Promise.all([
    jobsAwaitingMaterials(db),
    costBook(db),
    listVendors(db),
  ]);
  return buildFrameOrder(jobs, book, vendors);
}

/** The answer of GET /api/admin/frame-order: the lines without their per-job shares. */
export function frameOrderAnswer({ vendors, noVendor }: FrameOrder) {
  const line = ({ shares: _, unitCostCents: __, ...l }: FrameOrderLine) => l;
  return {
    vendors: vendors.map((v) => ({ ...v, lines: v.lines.map(line) })),
    noVendor: noVendor.map(line),
  };
}
