/**
 * CSV as spreadsheets read and write it (RFC 4180): cells with commas, quotes or line breaks are quoted,
 * quotes doubled, rows end with CRLF, and the file starts with a UTF-8 byte order mark so Excel shows
 * accented names right. Cells that a spreadsheet would run as a formula (starting with = + - @, tab or
 * carriage return) are written with a leading apostrophe (OWASP's CSV injection advice); `unguardCell`
 * takes it off again when such a file is imported.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const BOM = "\uFEFF";

/** A cell as written: formula-guarded, then quoted when needed. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to a CSV file (BOM, CRLF line ends, a final line end). */
export function toCsv(rows: (string | number | boolean | null | undefined)[][]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** Removes the apostrophe `csvCell` put before a formula-like cell. */
export function unguardCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export interface CsvRow {
  /** 1-based row as a spreadsheet numbers it (blank lines count, line breaks inside quotes do not). */
  row: number;
  /** 1-based line of the text where the row starts. */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  readonly row: number;
  constructor(message: string, row: number) {
    super(message);
    this.name = "CsvSyntaxError";
    this.row = row;
  }
}

/**
 * Parses CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks; LF, CRLF and
 * CR line ends are all accepted; a BOM is skipped; blank lines are dropped). Each row carries the row
 * number a spreadsheet shows for it and its first line in the text, for error messages. Throws CsvSyntaxError on an unclosed quote or a
 * stray quote inside an unquoted cell.
 */
export function parseCsv(text: string): CsvRow[] {
  const src = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let record = 1;
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let wasQuoted = false;
  let i = 0;
  const endCell = () => {
    cells.push(cell);
    cell = "";
    wasQuoted = false;
  };
  const endRow = () => {
    const keep = wasQuoted || cells.length > 0 || cell !== "";
    endCell();
    if (keep) rows.push({ row: record, line: rowLine, cells });
    record += 1;
    cells = [];
  };
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (c === "\n" || (c === "\r" && src[i + 1] !== "\n")) line += 1;
      cell += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (cell !== "" || wasQuoted) throw new CsvSyntaxError(`Line ${line}: a quote inside an unquoted cell; quote the whole cell and double inner quotes.`, record);
      quoted = true;
      wasQuoted = true;
      i += 1;
      continue;
    }
    if (c === ",") {
      endCell();
      i += 1;
      continue;
    }
    if (c === "\r" || c === "\n") {
      endRow();
      i += c === "\r" && src[i + 1] === "\n" ? 2 : 1;
      line += 1;
      rowLine = line;
      continue;
    }
    if (wasQuoted) throw new CsvSyntaxError(`Line ${line}: text after a closing quote; quote the whole cell.`, record);
    cell += c;
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError(`Line ${rowLine}: a quoted cell is never closed.`, record);
  if (cell !== "" || cells.length > 0 || wasQuoted) endRow();
  return rows;
}
