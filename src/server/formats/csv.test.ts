import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv, unguardCell } from "./csv.ts";

describe("CSV", () => {
  it.each([
    ["plain text", "plain text"],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line 1\nline 2", '"line 1\nline 2"'],
    [" padded", '" padded"'],
    [7, "7"],
    [false, "false"],
    [null, ""],
  ])("writes the cell %j as %j: quoted with commas, quotes, line breaks and edge spaces, plain otherwise", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("guards cells a spreadsheet would run as formulas, and the guard comes off on import", () => {
    for (const evil of ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rCR"]) {
      const written = csvCell(evil);
      const [{ cells }] = parseCsv(written).rows;
      expect(cells[0]!.startsWith("'"), evil).toBe(true);
      expect(unguardCell(cells[0]!)).toBe(evil);
    }
    expect(unguardCell("'quoted on purpose")).toBe("'quoted on purpose");
    expect(csvCell("a = b")).toBe("a = b");
  });

  it("writes a BOM and CRLF rows, and reads its own output back exactly", () => {
    const rows = [
      ["id", "question", "answer"],
      ["1", "Where is the registrar, exactly?", 'The "Registrar" is in\nthe Administration Building.\r\nRoom 101.'],
      ["2", "", "=cmd|' /C calc'!A0"],
      ["3", "Ñino's café", "  spaces  "],
    ];
    const text = toCsv(rows);
    expect(text.startsWith("\uFEFFid,question,answer\r\n")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const back = parseCsv(text).rows.map((r) => r.cells.map(unguardCell));
    expect(back).toEqual(rows);
  });

  it("accepts LF, CR and CRLF line ends, skips blank lines and numbers rows as a spreadsheet does", () => {
    expect(parseCsv("a,b\n\n1,2\r3,4\r\n").rows.map((r) => [r.row, r.line, r.cells])).toEqual([
      [1, 1, ["a", "b"]],
      [3, 3, ["1", "2"]],
      [4, 4, ["3", "4"]],
    ]);
    // A line break inside a quoted cell is one spreadsheet row but two lines of text.
    expect(parseCsv('a,b\n"x\ny",z\nlast,row').rows.map((r) => [r.row, r.line])).toEqual([[1, 1], [2, 2], [3, 4]]);
    expect(parseCsv("a,,\n")).toEqual({ rows: [{ row: 1, line: 1, cells: ["a", "", ""] }] });
    expect(parseCsv('""\n')).toEqual({ rows: [{ row: 1, line: 1, cells: [""] }] });
  });

  it("answers unclosed and stray quotes with the line and the spreadsheet row, and no rows", () => {
    expect(parseCsv('a,b\n"open,2\n')).toEqual({ rows: [], problem: { row: 2, message: "Line 2: a quoted cell is never closed." } });
    expect(parseCsv('a,b"c"\n').problem?.message).toMatch(/Line 1: a quote inside an unquoted cell/);
    expect(parseCsv('"a"b,c\n').problem?.message).toMatch(/text after a closing quote/);
  });

  it("reads back any rows it wrote, whatever the text (quotes, line breaks, formulas, accents)", () => {
    // Text that already looks guarded ('=...) reads back without its apostrophe: the guard's one ambiguity.
    const cell = fc
      .string({ unit: fc.constantFrom("a", "Ñ", " ", ",", '"', "\n", "\r", "=", "+", "-", "@", "\t", "'") })
      .filter((c) => !/^'[=+\-@\t\r]/.test(c));
    // A row of one empty cell is a blank line, which a spreadsheet and the reader both skip.
    const row = fc.array(cell, { minLength: 1, maxLength: 4 }).filter((r) => r.length > 1 || r[0] !== "");
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), (rows) => {
        expect(parseCsv(toCsv(rows)).rows.map((r) => r.cells.map(unguardCell))).toEqual(rows);
      }),
      { seed: 19, numRuns: 500 },
    );
  });
});
