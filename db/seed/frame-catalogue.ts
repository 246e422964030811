// The frame designer's starting catalogue and price table (issue 20). Prices are placeholders the
// owner replaces from the admin; they are set so a typical piece lands in the old site's
// custom framing range ($75-$300+), and the UV upgrade in its $30-60 range on a 16x20 with a mat.
// Build the migration and the swatches from it with: npm run db:seed-frames

export interface SeedMoulding {
  id: string;
  name: string;
  finish: string;
  colour: string;
  // A lighter and a darker tone of the face for the swatch's bevel.
  light: string;
  dark: string;
  profileWidthInches: number;
  pricePerUnitedInch: number;
}

export const MOULDINGS: readonly SeedMoulding[] = [
  {
    id: "walnut-gallery",
    name: "Walnut Gallery",
    finish: "Walnut, hand-oiled",
    colour: "#5a3b22",
    light: "#7a5434",
    dark: "#3d2716",
    profileWidthInches: 1.25,
    pricePerUnitedInch: 2.6,
  },
  {
    id: "slim-black",
    name: "Slim Black",
    finish: "Black, satin",
    colour: "#24201d",
    light: "#3d3833",
    dark: "#121010",
    profileWidthInches: 0.75,
    pricePerUnitedInch: 1.9,
  },
  {
    id: "gallery-white",
    name: "Gallery White",
    finish: "White, matte lacquer",
    colour: "#efebe3",
    light: "#fbf9f4",
    dark: "#d4cec2",
    profileWidthInches: 1,
    pricePerUnitedInch: 2.1,
  },
  {
    id: "natural-oak",
    name: "Natural Oak",
    finish: "White oak, clear finish",
    colour: "#c49a63",
    light: "#d8b584",
    dark: "#a07a48",
    profileWidthInches: 1.5,
    pricePerUnitedInch: 2.9,
  },
  {
    id: "brushed-gold-metal",
    name: "Brushed Gold Metal",
    finish: "Aluminium, brushed gold",
    colour: "#b8913f",
    light: "#d9b867",
    dark: "#8a6a2a",
    profileWidthInches: 0.5,
    pricePerUnitedInch: 1.6,
  },
  {
    id: "espresso-floater",
    name: "Espresso Floater",
    finish: "Espresso stain, for canvas",
    colour: "#3a2a20",
    light: "#54402f",
    dark: "#241a13",
    profileWidthInches: 1,
    pricePerUnitedInch: 2.4,
  },
  {
    id: "reclaimed-barnwood",
    name: "Reclaimed Barnwood",
    finish: "Weathered grey wood",
    colour: "#7d7468",
    light: "#9a9184",
    dark: "#5c544a",
    profileWidthInches: 2,
    pricePerUnitedInch: 3.1,
  },
  {
    id: "silver-leaf-scoop",
    name: "Silver Leaf Scoop",
    finish: "Silver leaf, antiqued",
    colour: "#a8a49b",
    light: "#cdc9c0",
    dark: "#7c786f",
    profileWidthInches: 2,
    pricePerUnitedInch: 3.8,
  },
  {
    id: "heritage-gold-leaf",
    name: "Heritage Gold Leaf",
    finish: "Gold leaf, carved",
    colour: "#b08a3e",
    light: "#d6b15f",
    dark: "#7f6127",
    profileWidthInches: 3,
    pricePerUnitedInch: 5.2,
  },
];

export const MATS: readonly { id: string; name: string; colour: string }[] = [
  { id: "bright-white", name: "Bright White", colour: "#fbfaf6" },
  { id: "antique-white", name: "Antique White", colour: "#f1e9d8" },
  { id: "soft-cream", name: "Soft Cream", colour: "#e9dcc0" },
  { id: "fog-grey", name: "Fog Grey", colour: "#c9c6bf" },
  { id: "sage", name: "Sage", colour: "#8c9a7f" },
  { id: "navy", name: "Navy", colour: "#22304a" },
  { id: "oxblood", name: "Oxblood", colour: "#5c1f1d" },
  { id: "charcoal", name: "Charcoal", colour: "#3b3a38" },
  { id: "black", name: "Black", colour: "#161514" },
];

export const GLAZING: readonly {
  id: string;
  name: string;
  description: string;
  pricePerSquareInch: number;
}[] = [
  {
    id: "regular",
    name: "Regular glass",
    description: "Clear picture glass for posters, prints and photos that can be replaced.",
    pricePerSquareInch: 0.06,
  },
  {
    id: "uv-filtering",
    name: "UV-filtering glass",
    description:
      "Blocks 99% of UV light so colours and paper do not fade. Our conservation choice.",
    pricePerSquareInch: 0.12,
  },
  {
    id: "museum",
    name: "Museum glass",
    description: "UV-filtering and anti-reflective: almost invisible, for original art.",
    pricePerSquareInch: 0.3,
  },
];

export const PRICES = { matPerSquareInch: 0.05, minimumOrder: 75, rangePercent: 10 } as const;

export const swatchPath = (id: string) => `/images/mouldings/${id}.svg`;
