import { describe, expect, it } from "vitest";
import { clampCrop, cropFromField, cropToField, placePhoto } from "~/lib/photo-crop";

const art = { x: 2, y: 2, w: 24, h: 30 };
const photo = { width: 600, height: 600 };

describe("placing the preview photo in the opening", () => {
  it("covers the window centred at zoom 1, and moves its overflow with x and y", () => {
    // A square photo in a 24 x 30 window: scaled to 30 x 30, 6 in to spare sideways.
    expect(placePhoto(art, photo, { x: 0.5, y: 0.5, zoom: 1 })).toEqual({
      x: -1,
      y: 2,
      width: 30,
      height: 30,
    });
    expect(placePhoto(art, photo, { x: 0, y: 0.5, zoom: 1 }).x).toBe(2);
    expect(placePhoto(art, photo, { x: 1, y: 0.5, zoom: 1 }).x).toBe(-4);
    expect(placePhoto(art, photo, { x: 0.5, y: 0.5, zoom: 2 })).toMatchObject({ width: 60 });
  });

  it("round-trips through the form's hidden field and stays within its limits", () => {
    expect(cropToField({ x: 0.33333, y: 1, zoom: 1.5 })).toBe("0.333,1,1.5");
    expect(cropFromField("0.333,1,1.5")).toEqual({ x: 0.333, y: 1, zoom: 1.5 });
    expect(cropFromField("")).toBeUndefined();
    expect(cropFromField("0.5,0.5")).toBe("0.5,0.5");
    expect(clampCrop({ x: -1, y: 2, zoom: 9 })).toEqual({ x: 0, y: 1, zoom: 4 });
  });
});
