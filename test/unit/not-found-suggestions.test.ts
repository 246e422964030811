import { describe, expect, it } from "vitest";
import { notFoundSuggestions } from "~/lib/not-found-suggestions";

const targets = (path: string) => notFoundSuggestions(path).map((s) => s.to);

describe("404 suggestions", () => {
  it("offers services and picture framing for frame or framing", () => {
    expect(targets("/frame-prices")).toEqual([
      "/services",
      "/picture-framing-houston",
      "/",
      "/services",
    ]);
    expect(targets("/custom-framing")).toEqual([
      "/services",
      "/picture-framing-houston",
      "/",
      "/services",
    ]);
  });
  it("offers the portfolio for portfolio or gallery", () => {
    expect(targets("/gallery")).toEqual(["/portfolio", "/", "/services"]);
    expect(targets("/old-portfolio")).toEqual(["/portfolio", "/", "/services"]);
  });
  it("offers contact for contact or appointment", () => {
    expect(targets("/appointment")).toEqual(["/contact", "/", "/services"]);
  });
  it("offers about for about or info", () => {
    expect(targets("/info")).toEqual(["/about", "/", "/services"]);
  });
  it("always appends home and all services, keeping the first four", () => {
    expect(targets("/nothing-here")).toEqual(["/", "/services"]);
    expect(targets("/framing-gallery-info")).toEqual([
      "/services",
      "/picture-framing-houston",
      "/portfolio",
      "/about",
    ]);
  });
  it("matches regardless of letter case", () => {
    expect(targets("/GALLERY")).toEqual(["/portfolio", "/", "/services"]);
  });
});
