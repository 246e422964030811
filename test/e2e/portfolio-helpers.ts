// The portfolio browser test's (./portfolio.test.ts) three originals, made in Node, and how it
// reads the owner's Images screen: a work's card, the grid's order, a toast.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { photo } from "./harness/photos";

export interface TestImage {
  name: string;
  mimeType: string;
  buffer: Buffer;
  title: string;
}

const withTitle = (image: Omit<TestImage, "title">, title: string): TestImage => ({
  ...image,
  title,
});

/** A photograph, a memorabilia piece and a commercial one, each titled as its file name reads. */
export async function portfolioImages(): Promise<TestImage[]> {
  return [
    withTitle(
      {
        name: "heights-bungalow-photo.jpg",
        mimeType: "image/jpeg",
        buffer: await photo(2400, 1600, 0.4, "jpeg"),
      },
      "Heights Bungalow Photo",
    ),
    withTitle(
      {
        name: "veterans-memorial-flag.png",
        mimeType: "image/png",
        buffer: await photo(1200, 1500, 2.2, "png"),
      },
      "Veterans Memorial Flag",
    ),
    withTitle(
      {
        name: "lobby_commercial-triptych.jpg",
        mimeType: "image/jpeg",
        buffer: await photo(3000, 2000, 4.1, "jpeg"),
      },
      "Lobby Commercial Triptych",
    ),
  ];
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

export const adminCard = (page: Page, title: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The published works' titles, in the order of the owner's grid. */
export const gridTitles = (page: Page) =>
  page
    .getByRole("region", { name: /^On the portfolio/ })
    .getByRole("listitem")
    .getByRole("heading")
    .allTextContents();
