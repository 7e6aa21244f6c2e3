// a cell that starts like a formula would run in a spreadsheet; a leading quote keeps it text
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV file of a header and rows, with the line ends spreadsheets expect. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header.join(","), ...rows.map((row) => row.map(csvCell).join(","))].join("\r\n") + "\r\n";
}
