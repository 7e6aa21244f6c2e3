/** A bench student's name: sign-up takes letters only (no digits), so the index is spelt in letters. */
export function benchStudentName(index: number): string {
  return `Bench Student ${String(index).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}`;
}
