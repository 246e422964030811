// The frame order and purchase orders (issue #41, docs/decisions/0099-materials-and-frame-order.md).
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { publicCatalogue } from "./catalogue-helpers";
import { asOwner, countRows, json } from "./helpers";
import { customer, getJob, newJob, piece } from "./job-helpers";
import {
  addVendor,
  frameOrder,
  LARSON,
  placeOrder,
  resetMaterials,
  setCost,
  supplyDesignFrom,
} from "./materials-helpers";

beforeEach(resetMaterials);

const year = new Date().getFullYear();
const withDesign = (design: Record<string, unknown>) => ({
  customer,
  pieces: [{ description: "A print", design: { ...piece.design, ...design } }],
});

interface OrderAnswer {
  id: number;
  number: string;
  totalCostCents: number;
  lines: Array<{
    id: number;
    name: string;
    quantity: number;
    receivedAt: string | null;
    jobs: Array<{ number: string }>;
  }>;
}

async function placed(vendorId: number, extra: Record<string, unknown> = {}): Promise<OrderAnswer> {
  const res = await placeOrder({ vendorId, ...extra });
  expect(res.status).toBe(201);
  return (await res.json<{ order: OrderAnswer }>()).order;
}

describe("GET /api/admin/frame-order", () => {
  it("counts a 16 x 20 with a 2-inch mat in a 1 1/4-inch moulding as 9 feet (opening 20 x 24, 98 inches)", async () => {
    const job = await newJob();
    const order = await frameOrder();
    // No entry has a vendor yet: everything is listed apart.
    expect(order.vendors).toEqual([]);
    const moulding = order.noVendor.find((l) => l.kind === "moulding");
    expect(moulding).toMatchObject({
      itemId: "walnut-gallery",
      quantity: 9,
      unit: "ft",
      jobs: [job.number],
      costCents: null,
    });
    expect(order.noVendor.map((l) => [l.kind, l.itemId, l.quantity, l.oversize])).toEqual([
      ["moulding", "walnut-gallery", 9, false],
      ["mat", "antique-white", 1, false],
      ["glazing", "regular", 1, false],
    ]);
  });

  it("lists two jobs under their vendor with summed quantities, each line's cost and the vendor's total", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const a = await newJob();
    const b = await newJob();
    const order = await frameOrder();
    expect(order.noVendor).toEqual([]);
    expect(order.vendors).toHaveLength(1);
    const [v] = order.vendors;
    expect(v).toMatchObject({ vendorId: vendor.id, name: "Larson-Juhl" });
    expect(v.lines.map((l) => [l.vendorCode, l.quantity, l.unit, l.costCents, l.jobs])).toEqual([
      ["LJ-WAL-125", 18, "ft", 18 * 450, [a.number, b.number]],
      ["LJ-MAT-AW", 2, "sheet", 2 * 1200, [a.number, b.number]],
      ["LJ-GLS-R", 2, "sheet", 2 * 900, [a.number, b.number]],
    ]);
    expect(v.totalCostCents).toBe(18 * 450 + 2 * 1200 + 2 * 900);
  });

  it("needs two mat sheets for a double mat, and flags a board or glass that does not fit its sheet", async () => {
    await newJob(withDesign({ mat: { id: "antique-white", widthInches: 2, innerId: "black" } }));
    // 30 x 40 with a 2-inch mat: 34 x 44, over a 32 x 40 mat board and a 24 x 36 glass.
    await newJob(withDesign({ widthInches: 30, heightInches: 40 }));
    const { noVendor } = await frameOrder();
    const mats = noVendor
      .filter((l) => l.kind === "mat")
      .map((l) => [l.itemId, l.quantity, l.oversize]);
    expect(mats).toEqual([
      ["antique-white", 1, false],
      ["antique-white", 1, true],
      ["black", 1, false],
    ]);
    const glazing = noVendor
      .filter((l) => l.kind === "glazing")
      .map((l) => [l.quantity, l.oversize]);
    expect(glazing).toEqual([
      [1, false],
      [1, true],
    ]);
  });

  it("uses the owner's sheet size: a 48 x 60 glass sheet takes the 34 x 44 glass", async () => {
    await setCost("glazing", "regular", { sheetWidthInches: 48, sheetHeightInches: 60 });
    await newJob(withDesign({ widthInches: 30, heightInches: 40 }));
    const glass = (await frameOrder()).noVendor.find((l) => l.kind === "glazing");
    expect(glass?.oversize).toBe(false);
  });

  it("never shows costs or vendors to visitors on /api/frames", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const text = JSON.stringify(await publicCatalogue());
    for (const word of ["cost", "vendor", "sheet", "LJ-"])
      expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  });
});

describe("POST /api/admin/frame-order", () => {
  it("creates a numbered purchase order, emails the vendor with a CSV, moves the jobs and takes them off the frame order", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const a = await newJob();
    const b = await newJob();
    const order = await placed(vendor.id);
    expect(order.number).toBe(`PO-${year}-0001`);
    expect(order.totalCostCents).toBe(18 * 450 + 2 * 1200 + 2 * 900);
    expect(order.lines[0].jobs.map((j) => j.number)).toEqual([a.number, b.number]);

    const email = await env.DB.prepare("SELECT * FROM emails WHERE kind = 'purchase-order'").first<{
      recipient: string;
      subject: string;
      text: string;
      attachments: string;
      related_kind: string;
      related_id: number;
    }>();
    expect(email?.recipient).toBe(LARSON.orderEmail);
    expect(email?.subject).toContain(order.number);
    expect(email?.text).toContain(LARSON.accountNumber);
    expect(email?.text).toContain("LJ-WAL-125");
    expect(email?.text).toContain("18 ft");
    expect(email?.related_kind).toBe("purchase_order");
    expect(email?.related_id).toBe(order.id);
    const [csv] = JSON.parse(email?.attachments ?? "[]");
    expect(csv.filename).toBe(`${order.number}.csv`);
    expect(csv.content).toContain(`${order.number},LJ-MAT-AW,Mat board: Antique White,2,sheet`);

    expect((await getJob(a.id)).stage).toBe("materials_ordered");
    expect((await getJob(b.id)).stage).toBe("materials_ordered");
    // The customers were not told: the owner did not tick it.
    expect(await countRows("emails WHERE kind = 'job-stage'")).toBe(0);
    expect((await frameOrder()).vendors).toEqual([]);
    // A second order of the year takes the next number.
    await newJob();
    expect((await placed(vendor.id)).number).toBe(`PO-${year}-0002`);
  });

  it("tells the customers when the owner ticks it", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    await newJob();
    await placed(vendor.id, { notifyCustomers: true });
    const rows = await env.DB.prepare(
      "SELECT recipient FROM emails WHERE kind = 'job-stage'",
    ).all();
    expect(rows.results).toEqual([{ recipient: customer.email }]);
  });

  it("makes one order when it is placed several times at once", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    await newJob();
    await newJob();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder({ vendorId: vendor.id })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await countRows("purchase_orders")).toBe(1);
    expect(await countRows("emails WHERE kind = 'purchase-order'")).toBe(1);
    const counter = await env.DB.prepare(
      "SELECT last FROM number_counters WHERE series = 'po'",
    ).first();
    expect(counter).toEqual({ last: 1 });
  });

  it("refuses an unknown vendor (400), a vendor with nothing to order (409) and odd bodies (400), storing nothing", async () => {
    const vendor = await addVendor();
    await newJob();
    const unknown = await placeOrder({ vendorId: vendor.id + 100 });
    expect(unknown.status).toBe(400);
    expect((await unknown.json<{ issues: Array<{ path: string }> }>()).issues[0].path).toBe(
      "vendorId",
    );
    const nothing = await placeOrder({ vendorId: vendor.id });
    expect(nothing.status).toBe(409);
    expect((await nothing.json<{ error: string }>()).error).toContain(
      "Nothing to order from Larson-Juhl",
    );
    for (const body of [{}, { vendorId: "x" }, { vendorId: -1 }, { vendorId: 1.5 }, [], null])
      expect((await placeOrder(body)).status).toBe(400);
    const broken = await asOwner("/api/admin/frame-order", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect(await countRows("purchase_orders")).toBe(0);
    expect(await countRows("number_counters")).toBe(0);
  });
});

describe("purchase orders and receiving", () => {
  it("lists and shows orders; receiving every line shows the jobs' materials in and Today's ready to make", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const job = await newJob();
    const order = await placed(vendor.id);

    const list = await (await asOwner("/api/admin/purchase-orders")).json<{
      orders: Array<{ number: string; lineCount: number; receivedCount: number }>;
    }>();
    expect(list.orders).toMatchObject([{ number: order.number, lineCount: 3, receivedCount: 0 }]);

    const first = await asOwner(
      `/api/admin/purchase-orders/${order.id}/receive`,
      json({ lines: [order.lines[0].id] }),
    );
    expect(first.status).toBe(200);
    const partly = (await asOwner(`/api/admin/jobs/${job.id}`)).json<{
      job: { materialsReceivedAt: string | null };
    }>();
    expect((await partly).job.materialsReceivedAt).toBeNull();

    const rest = await asOwner(`/api/admin/purchase-orders/${order.id}/receive`, {
      method: "POST",
    });
    expect(rest.status).toBe(200);
    const body = await rest.json<{ received: number; order: OrderAnswer }>();
    expect(body.received).toBe(2);
    expect(body.order.lines.every((l) => l.receivedAt)).toBe(true);
    const done = await (await asOwner(`/api/admin/jobs/${job.id}`)).json<{
      job: { materialsReceivedAt: string | null };
    }>();
    expect(done.job.materialsReceivedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const today = await (await asOwner("/api/admin/today")).json<{
      readyToMake: Array<{ number: string }>;
    }>();
    expect(today.readyToMake.map((j) => j.number)).toEqual([job.number]);
  });

  it("refuses lines of another order (400) and unknown orders (404)", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    await newJob();
    const order = await placed(vendor.id);
    const other = await asOwner(
      `/api/admin/purchase-orders/${order.id}/receive`,
      json({ lines: [999999] }),
    );
    expect(other.status).toBe(400);
    for (const body of [{ lines: [] }, { lines: ["a"] }, { lines: "all" }])
      expect(
        (await asOwner(`/api/admin/purchase-orders/${order.id}/receive`, json(body))).status,
      ).toBe(400);
    expect(await countRows("purchase_order_lines WHERE received_at IS NOT NULL")).toBe(0);
    expect((await asOwner("/api/admin/purchase-orders/999999")).status).toBe(404);
    expect((await asOwner("/api/admin/purchase-orders/abc")).status).toBe(400);
    expect(
      (await asOwner("/api/admin/purchase-orders/999999/receive", { method: "POST" })).status,
    ).toBe(404);
  });
});

describe("a job's materials cost and margin", () => {
  it("uses today's costs until ordered, then keeps the costs it was ordered with", async () => {
    const vendor = await addVendor();
    await supplyDesignFrom(vendor.id);
    const job = await newJob();
    const cost = 9 * 450 + 1200 + 900;
    const before = await (await asOwner(`/api/admin/jobs/${job.id}`)).json<{
      job: {
        materialsCostCents: number;
        marginCents: number;
        subtotalCents: number;
        discountCents: number;
      };
    }>();
    expect(before.job.materialsCostCents).toBe(cost);
    expect(before.job.marginCents).toBe(before.job.subtotalCents - before.job.discountCents - cost);

    await placed(vendor.id);
    await setCost("mouldings", "walnut-gallery", { costPerFootCents: 999 });
    const after = await (await asOwner(`/api/admin/jobs/${job.id}`)).json<{
      job: { materialsCostCents: number };
    }>();
    expect(after.job.materialsCostCents).toBe(cost);
  });
});
