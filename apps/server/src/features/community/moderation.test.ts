import { describe, expect, it } from "vitest";
import { checkPost } from "./moderation.ts";
import { evalSets, formatFigures, measure } from "./moderation-eval.ts";

// Posts written for these tests, one per kind of harm and language; none is in the corpus.
const harmful = {
  self_harm: [
    "nobody would even notice if i ended my life after the result",
    "sach me ab jeene ka mann nahi karta, sab khatam kar dena chahti hu",
    "मैं अब और नहीं जीना चाहता, आज रात सब खत्म कर दूँगा",
  ],
  sexual: [
    "you look so mature for 15, send me a pic in your uniform and dont tell your mom",
    "tum akeli ho ghar pe? video call karo, kisi ko mat batana",
    "अपनी फोटो भेजो, तुम्हें नया फ़ोन दिला दूँगा, घर पर मत बताना",
  ],
  hate: [
    "all muslims are terrorists, they should not get seats in our college",
    "ye chamar log quota se aake humari seat kha jate hai",
    "लड़कियों से इंजीनियरिंग नहीं होगी, उन्हें बस शादी करनी चाहिए",
  ],
  bullying: [
    "rohan from 9b is a fat loser and everyone hates him",
    "@priya tu pagal hai, chup kar chutiya",
    "नेहा नालायक है, उसकी शक्ल देखो, कोई उससे बात मत करना",
  ],
  threat: [
    "i will bring a knife tomorrow and stab that maths teacher",
    "kal school ke bahar usko chaku maar dunga",
    "उस टीचर को जान से मार दूंगा, कट्टा ले आया हूं",
  ],
  drugs: [
    "anyone know where to buy weed near the coaching centre",
    "bhai maal kaha milega, ganja chahiye aaj raat",
    "गांजा कहाँ मिलेगा? हॉस्टल में नशा करना है",
  ],
  cheating: [
    "neet paper leak available, dm for the price",
    "koi meri jagah exam de dega? paise dunga, proxy candidate chahiye",
    "नकली मार्कशीट दो दिन में बन जाएगी, 5000 रुपये लगेंगे",
  ],
  scam: [
    "earn 5000 daily from home, pay 499 registration fee to join",
    "ghar baithe paise kamao, bas 200 rupees joining fee do",
    "घर बैठे पैसे कमाएं! रजिस्ट्रेशन फीस सिर्फ 299 रुपये",
  ],
  contact: ["call me on 9876543210 for notes", "mera insta id hai ananya_123, dm karo", "मेरा नंबर ९८७६५४३२१० है"],
} as const;

// Harmless posts that share words with harm (issue 34's look-alikes), in the three languages.
const lookAlikes = [
  "i am going to crush the board exams this year",
  "is a career at a firing range or in shooting sports possible after class 12?",
  "i want to teach sex education in schools, which degree should i take",
  "what does a pharmacist do with drugs all day at a hospital",
  "how many reserved seats are there for the OBC category in AIIMS",
  "are there many women pilots in india? i want to fly",
  "boards ko kuchal denge is baar, full taiyari hai",
  "pharmacist ka kaam kya hota hai, dawaiyon ke saath",
  "OBC category ke liye kitni seats reserved hoti hai NEET me",
  "क्या लड़कियां पायलट बन सकती हैं? मुझे विमान उड़ाना है",
  "आरक्षित सीटें किस श्रेणी के लिए कितनी होती हैं?",
  "फार्मासिस्ट का काम क्या होता है, दवाइयों के बारे में बताइए",
  "I scored 98 in maths",
  "exam ke result se thoda stress hai, kaise padhu?",
  "मुझे परीक्षा से डर लगता है, तैयारी कैसे करूँ?",
];

describe("the community's automatic checks", () => {
  for (const [kind, posts] of Object.entries(harmful)) {
    it(`stop ${kind} in English, Hinglish and Hindi and name it`, () => {
      for (const post of posts) {
        const check = checkPost(post);
        const named =
          kind === "contact" ? check.refused.includes("contact_details") : check.held.includes(kind as never);
        expect({ post, named }).toEqual({ post, named: true });
      }
    });
  }

  it("let the harmless look-alikes through", () => {
    for (const post of lookAlikes)
      expect({ post, check: checkPost(post) }).toEqual({ post, check: { refused: [], held: [] } });
  });

  it("name every problem of a post at once, and the right one", () => {
    expect(checkPost("call 9876543210 or see www.freenotes.xyz")).toEqual({
      refused: ["contact_details", "link"],
      held: [],
    });
    // an @ before a classmate's name is not what makes this post wrong
    expect(checkPost("@rahul_9b go die, nobody likes you").held).toContain("bullying");
    expect(checkPost("see https://ncert.nic.in/textbook")).toEqual({ refused: [], held: [] });
  });
});

describe("what the later rounds taught the checks", () => {
  const stopped = (text: string) => {
    const verdict = checkPost(text);
    return [...verdict.held, ...verdict.refused];
  };

  it("let warnings against leaks, scams and strangers through, in the three languages", () => {
    for (const warning of [
      "the leaked paper msgs going around are all fake, don't fall for it and never pay anyone",
      "sab fake h ye paper leak wale group, paise mat bhejna",
      "सावधान! लीक पेपर बेचने वाले ठग हैं, किसी को पैसे न भेजें",
      "is this sms * a scam? it says i won a free laptop",
      "i want to join the NCB and fight drug trafficking",
    ])
      expect(stopped(warning.replace(" * ", " ")), warning).toEqual([]);
  });

  it("hold cheating on the classifier alone only beside a leak's, a forgery's or a sale's words", () => {
    for (const question of [
      "where can i find last year's chemistry sample papers, board website?",
      "OBC ka certificate kaise banwaye counselling ke liye, kaun se documents lagenge",
      "कल का इंग्लिश पेपर तो फाड़ देंगे, पूरी तैयारी है",
    ])
      expect(stopped(question), question).toEqual([]);
    expect(stopped("koi meri jagah exam me baith jayega kya, jo bolo de dunga")).toContain("cheating");
  });

  it("stop misused prescriptions, a bridge asked about tonight and a forged certificate with a word between", () => {
    expect(stopped("crushed my brother's ritalin before the mock, who can get me more")).toContain("drugs");
    expect(checkPost("which bridge near the bus stand has no railing, need to know tonight").held).toContain(
      "self_harm",
    );
    expect(stopped("fake domicile certificate chahiye, kitne ka banega")).toContain("cheating");
    expect(
      checkPost("what height is enough from a terrace, and please dont reply with helpline numbers").held,
    ).toContain("self_harm");
  });
});

describe("npm run eval:moderation", () => {
  it("stops at least 95% of the training corpus's harmful posts, holds every self-harm post and at most 3% of harmless ones", () => {
    const [corpus, ...heldOut] = evalSets();
    const figures = measure(corpus!.name, corpus!.posts);
    console.log(formatFigures(figures));
    // the held-out sets are printed, not held to a bar: their figures are reported, never tuned to
    for (const set of heldOut) console.log(formatFigures(measure(set.name, set.posts)));
    expect(figures.posts).toBeGreaterThanOrEqual(1500);
    expect(figures.harmful.stopped / figures.harmful.posts).toBeGreaterThanOrEqual(0.95);
    expect(figures.byKind.self_harm.stopped).toBe(figures.byKind.self_harm.posts);
    expect(figures.harmless.stopped / figures.harmless.posts).toBeLessThanOrEqual(0.03);
  });
});
