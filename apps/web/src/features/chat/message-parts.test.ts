import { describe, expect, it } from "vitest";
import { messageParts } from "./message-parts.ts";

const links = (line: string) => messageParts(line).filter((part) => part.kind !== "text");

describe("messageParts", () => {
  it("makes every site path a mentor names a link, with its query, and leaves the full stop after it", () => {
    expect(links("More: /careers/doctor.")).toEqual([
      { kind: "page", text: "/careers/doctor", href: "/careers/doctor" },
    ]);
    expect(links("See /colleges?state=uttar-pradesh&field=medicine, or /exams/neet-ug")).toEqual([
      {
        kind: "page",
        text: "/colleges?state=uttar-pradesh&field=medicine",
        href: "/colleges?state=uttar-pradesh&field=medicine",
      },
      { kind: "page", text: "/exams/neet-ug", href: "/exams/neet-ug" },
    ]);
    expect(links("Take /interest-profiler or /career-quiz, then /scholarships?level=school")).toHaveLength(3);
  });

  it("keeps the text around the links whole", () => {
    const line = "More: /careers/doctor and more.";
    expect(
      messageParts(line)
        .map((part) => part.text)
        .join(""),
    ).toBe(line);
  });

  it("does not take a part of a web address or a fraction for a path", () => {
    expect(links("Read https://neet.nta.nic.in/careers/x or 3/4 of it, and/or ask.")).toEqual([]);
  });

  it("makes the helpline numbers tel: links, and other numbers stay text", () => {
    expect(links("Talk to Tele-MANAS: call 14416 or 1-800-891-4416, any time.")).toEqual([
      { kind: "phone", text: "14416", href: "tel:14416" },
      { kind: "phone", text: "1-800-891-4416", href: "tel:18008914416" },
    ]);
    expect(links("If you are in danger right now, call 112 or go to the nearest adult.")).toEqual([
      { kind: "phone", text: "112", href: "tel:112" },
    ]);
    expect(links("NEET has 180 questions or 720 marks.")).toEqual([]);
  });

  it("makes the helpline numbers of a Hindi answer tel: links too", () => {
    expect(links("Tele-MANAS से बात करें: 14416 या 1-800-891-4416 पर कभी भी, अपनी भाषा में कॉल करें।")).toEqual([
      { kind: "phone", text: "14416", href: "tel:14416" },
      { kind: "phone", text: "1-800-891-4416", href: "tel:18008914416" },
    ]);
    expect(links("अगर आप अभी खतरे में हैं, तो 112 पर कॉल करें या पास के अस्पताल जाएँ।")).toEqual([
      { kind: "phone", text: "112", href: "tel:112" },
    ]);
    expect(links("NEET में 180 सवाल होते हैं, 720 अंकों पर।")).toEqual([]);
  });
});
