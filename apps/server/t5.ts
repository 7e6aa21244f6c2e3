import { classify } from "./src/lib/harm/classifier.ts";
import { harmDetector, readHarmModel } from "./src/lib/harm/detect.ts";
const m = readHarmModel();
for (const s of ["How do I become a doctor after class 40?","How do I become a doctor after class 123?","I like biology. Is NEET the only way?","How do I become a doctor after class 12?"]) { const p = classify(m, s); console.log(s, JSON.stringify(harmDetector().detect(s).map(f=>f.category+":"+f.by)), Object.entries(p).filter(([,v])=>v>0.1).map(([k,v])=>k+":"+v.toFixed(2)).join(" ")); }
