import { afterEach, describe, expect, it, vi } from "vitest";

// the page's language is chosen once, when i18n.ts first loads: each case loads it afresh
async function datesIn(lng: string) {
  window.history.replaceState(null, "", `/?lng=${lng}`);
  vi.resetModules();
  const i18n = await import("./i18n.ts");
  await i18n.loadLocale();
  return import("./dates.ts");
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
  document.cookie = "disha.lng=; path=/; max-age=0";
});

describe("formatClock", () => {
  it("says AM or PM in English and the part of the day in Hindi", async () => {
    const english = await datesIn("en");
    expect(english.formatClock("16:30")).toBe("4:30 PM");
    expect(english.formatClock("09:05")).toBe("9:05 AM");
    const hindi = await datesIn("hi");
    expect(hindi.formatClock("16:30")).toBe("शाम 4:30 बजे");
    expect(hindi.formatClock("09:05")).toBe("सुबह 9:05 बजे");
    expect(hindi.formatClock("13:00")).toBe("दोपहर 1:00 बजे");
    expect(hindi.formatClock("22:15")).toBe("रात 10:15 बजे");
  });
});
