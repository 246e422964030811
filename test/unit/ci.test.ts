import { describe, expect, it } from "vitest";
import { isCI } from "../support/ci";

describe("isCI", () => {
  it.each(["true", "1", "yes", "TRUE", "woodpecker"])("treats CI=%s as CI", (value) => {
    expect(isCI({ CI: value })).toBe(true);
  });

  it.each([undefined, "", "  ", "false", "0", "False"])("treats CI=%j as not CI", (value) => {
    expect(isCI({ CI: value })).toBe(false);
  });
});
