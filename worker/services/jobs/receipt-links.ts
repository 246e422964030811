// A receipt's address for the customer: under the job's private status link, so it follows the
// same token rules (docs/decisions/0031-private-links.md, 0097-receipts-and-refunds.md).

/** Receipt numbers as the shop prints them: "R-2026-0001". */
export const RECEIPT_NUMBER = /^R-\d{4}-\d{4,}$/;

export const receiptUrl = (statusUrl: string, receiptNumber: string) =>
  `${statusUrl}/receipts/${receiptNumber}`;
