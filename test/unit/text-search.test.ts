// What a search looks for and what it searches in (blog and messages).
import { describe, expect, it } from "vitest";
import { searchableText, searchWords } from "~/lib/text-search";

describe("searchable text", () => {
  it("is lower case, one field per line", () => {
    expect(searchableText("Maria Gonzalez", "Maria@Example.com", "50% OFF?")).toBe(
      "maria gonzalez\nmaria@example.com\n50% off?",
    );
  });

  it("keeps accented text as written and adds it once more without accents", () => {
    expect(searchableText("José MÜLLER", "Zoë")).toBe("josé müller\nzoë\njose muller\nzoe");
  });

  it("finds every search word a person might type for an accented name", () => {
    const text = searchableText("José Müller", "ÅSA Ørsted", "Crème brûlée");
    for (const q of ["josé", "JOSE", "müller", "muller", "åsa", "asa", "creme brulee", "BRÛLÉE"])
      for (const word of searchWords(q)) expect(text, q).toContain(word);
  });
});
