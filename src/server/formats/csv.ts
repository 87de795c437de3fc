/**
 * CSV as spreadsheets read and write it (RFC 4180), through csv-stringify and csv-parse: cells with commas,
 * quotes or line breaks are quoted, quotes doubled, rows end with CRLF, and the file starts with a UTF-8 byte
 * order mark so Excel shows accented names right. Cells that a spreadsheet would run as a formula (starting
 * with = + - @, tab or carriage return) are written with a leading apostrophe (OWASP's CSV injection
 * advice); `unguardCell` takes it off again when such a file is imported. The libraries do the quoting;
 * this module adds the guard, spreadsheet row numbers and error sentences a staff member can act on.
 */
import { CsvError, parse } from "csv-parse/sync";
import { stringify, type Options as StringifyOptions } from "csv-stringify/sync";

type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** Any line end: a file may mix them, and each ends a row. */
const LINE_ENDS = ["\r\n", "\n", "\r"];

const guard = (value: Cell): Cell => (typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value);

const WRITE: StringifyOptions = {
  record_delimiter: "\r\n",
  // Quoted besides the library's own cases: edge spaces (a spreadsheet trims them) and either line break
  // (the library only looks for the record delimiter itself).
  quoted_match: [/^\s|\s$/, /[\r\n]/],
  // true/false as words: the library's default writes 1 and an empty cell.
  cast: { boolean: (value) => String(value) },
};

/** A cell as written: formula-guarded, then quoted when needed. */
export function csvCell(value: Cell): string {
  return stringify([[guard(value)]], WRITE).slice(0, -2);
}

/** Rows to a CSV file (BOM, CRLF line ends, a final line end). */
export function toCsv(rows: Cell[][]): string {
  return stringify(
    rows.map((row) => row.map(guard)),
    { ...WRITE, bom: true },
  );
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

/** A syntax error of a CSV file: a sentence that says what to change, and the spreadsheet row it is on. */
export interface CsvProblem {
  row: number;
  message: string;
}

/** A file as read: every row, or (when its syntax is broken) no rows and the first problem. */
export interface CsvRead {
  rows: CsvRow[];
  problem?: CsvProblem;
}

/** The library's error as a sentence that says what to change, with the line it was found on. */
function syntaxProblem(err: CsvError): CsvProblem {
  const { lines, records } = err as CsvError & { lines?: number; records?: number };
  const line = lines ?? 1;
  const row = (records ?? 0) + 1;
  switch (err.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return { row, message: `Line ${line}: a quoted cell is never closed.` };
    case "INVALID_OPENING_QUOTE":
      return { row, message: `Line ${line}: a quote inside an unquoted cell; quote the whole cell and double inner quotes.` };
    case "CSV_INVALID_CLOSING_QUOTE":
      return { row, message: `Line ${line}: text after a closing quote; quote the whole cell.` };
    default:
      return { row, message: `Line ${line}: ${err.message}` };
  }
}

const lineBreaks = (text: string) => text.match(/\r\n|\n|\r/g)?.length ?? 0;

/**
 * Parses CSV text into rows of cells (quoted cells may hold commas, quotes and line breaks; LF, CRLF and
 * CR line ends are all accepted; a BOM is skipped; blank lines are dropped). Each row carries the row
 * number a spreadsheet shows for it and its first line in the text, for error messages. A broken file
 * (an unclosed quote, a stray quote inside an unquoted cell) is no exception but an answer: the staff
 * member who uploaded it is told the problem.
 */
export function parseCsv(text: string): CsvRead {
  let records: { record: string[]; raw: string; info: { lines: number; records: number } }[];
  try {
    // With `info` and `raw` each record comes as { record, raw, info }; the library's types do not say so.
    records = parse(text, { bom: true, record_delimiter: LINE_ENDS, relax_column_count: true, skip_empty_lines: false, info: true, raw: true }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) return { rows: [], problem: syntaxProblem(err) };
    throw err;
  }
  const rows: CsvRow[] = [];
  for (const { record, raw, info } of records) {
    // `raw` is the record's text with its line end; `info.lines` the line the record ends on.
    const body = raw.replace(/(\r\n|\n|\r)$/, "");
    if (body === "") continue; // a blank line: a spreadsheet row with nothing in it
    rows.push({ row: info.records, line: info.lines - lineBreaks(body), cells: record });
  }
  return { rows };
}
