// The purchase order's email to the vendor (docs/decisions/0099-materials-and-frame-order.md):
// the shop's account number, each line with the vendor's item code, and the same lines as a CSV
// attachment for the vendor's order desk. `{{number}}` is filled in by the batch that numbers it.
import { business } from "~/content/business";
import { MATERIAL_KIND_LABELS, quantityText } from "~/lib/materials";
import { oneLineAddress } from "~/lib/shop";
import type { ShopFacts } from "~/lib/shop-schema";
import { type CsvColumn, toCsv } from "../csv";
import { composeEmail } from "../email";
import type { EmailDraft } from "../outbox";
import type { FrameOrderLine, VendorOrder } from "./frame-order";

type Line = Pick<
  FrameOrderLine,
  "kind" | "vendorCode" | "name" | "quantity" | "unit" | "oversize" | "jobs"
>;

const CSV_COLUMNS: CsvColumn<Line>[] = [
  { header: "PO number", value: () => "{{number}}" },
  { header: "Item code", value: (l) => l.vendorCode },
  { header: "Description", value: (l) => `${MATERIAL_KIND_LABELS[l.kind]}: ${l.name}` },
  { header: "Quantity", value: (l) => l.quantity },
  { header: "Unit", value: (l) => (l.unit === "ft" ? "ft" : "sheet") },
  { header: "Oversize", value: (l) => (l.oversize ? "yes" : "") },
  { header: "Our jobs", value: (l) => l.jobs.join(" ") },
];

/** "CH-4411 · Walnut Gallery (moulding): 9 ft" */
export function orderLineText(l: Line): string {
  const code = l.vendorCode ? `${l.vendorCode} · ` : "";
  const oversize = l.oversize ? ", OVERSIZE sheet" : "";
  return `${code}${l.name} (${MATERIAL_KIND_LABELS[l.kind].toLowerCase()}): ${quantityText(l.quantity, l.unit)}${oversize}`;
}

export function purchaseOrderEmail(
  vendor: Pick<VendorOrder, "name" | "orderEmail" | "accountNumber">,
  lines: Line[],
  shop: ShopFacts,
): EmailDraft {
  const subject = `Purchase order {{number}} from ${business.name}`;
  const account = vendor.accountNumber
    ? `Our account number: ${vendor.accountNumber}.`
    : "We have no account number on file with you yet: please tell us ours.";
  const chops = lines.some((l) => l.unit === "ft")
    ? ["Moulding is in feet for chops (cut lengths), one per frame."]
    : [];
  return {
    kind: "purchase-order",
    ...composeEmail(
      vendor.orderEmail,
      subject,
      {
        paragraphs: [
          `Hello ${vendor.name},`,
          `Please supply the following for purchase order {{number}}. ${account}`,
          lines.map((l) => `- ${orderLineText(l)}`).join("\n"),
          ...chops,
          "The same lines are attached as a CSV file.",
          `Please confirm and reply with the delivery date.\n\n${business.name}\n${oneLineAddress(shop)}\n${shop.phone} · ${shop.email}`,
        ],
      },
      shop,
    ),
    replyTo: shop.email,
    attachments: [
      {
        filename: "{{number}}.csv",
        type: "text/csv; charset=utf-8",
        content: toCsv(CSV_COLUMNS, lines),
        disposition: "attachment",
      },
    ],
  };
}
