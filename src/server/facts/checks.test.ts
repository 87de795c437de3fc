import { describe, expect, it } from "vitest";
import {
  checkCharterForms,
  checkContactOwners,
  checkDeans,
  checkEventDates,
  checkOfficeStatements,
  checkPersonLines,
  checkPlaceNames,
  checkPosts,
  placeNames,
  type OfficeFacts,
} from "./checks.ts";

/** An office as the checks read it, with one phone and one e-mail; most keep the usual office hours. */
const office = (ref: string, names: string[], location: string, phone: string, email: string, hours = "8:00 AM - 5:00 PM Monday to Friday"): OfficeFacts => ({
  ref,
  names,
  location,
  phones: [phone],
  emails: [email],
  hours,
});
const offices = [
  office("offices:cashier", ["Cashier's Office"], "Payment windows A-D, Ground Floor, Cashier and Accounting Office", "(078) 305-2100 local 104", "cashier@mvsu.edu.ph"),
  office("offices:hrmo", ["Human Resource Management Office", "HRMO"], "Room 102, Ground Floor, Administration Annex", "(078) 392-0130", "hrmo@mvsu.edu.ph"),
  office("offices:ict-help-desk", ["ICT Help Desk", "ICT Services Office"], "Ground Floor, ICT Center", "(078) 305-2100 local 150", "helpdesk@mvsu.edu.ph", "7:00 AM - 7:00 PM Mon-Sat"),
];
const say = (text: string, source = "fixture.yaml") => [{ source, text }];

describe("an office's facts stated anywhere", () => {
  it("accepts the record's own location, phone, e-mail and hours, in any spelling of the hours", () => {
    expect(checkOfficeStatements(say("Pay at the Cashier's Office, Ground Floor, Cashier and Accounting Office."), offices)).toEqual([]);
    expect(checkOfficeStatements(say("The Cashier's Office accepts payments from 8:00 AM to 5:00 PM, Monday to Friday."), offices)).toEqual([]);
    expect(checkOfficeStatements(say("Apply to the Human Resource Management Office, or by e-mail to hrmo@mvsu.edu.ph."), offices)).toEqual([]);
  });

  it("finds a location that is not the record's", () => {
    const found = checkOfficeStatements(say("Submit your papers to the Human Resource Management Office, Ground Floor, Administration Building."), offices);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/places Human Resource Management Office at "Ground Floor, Administration Building".*Room 102/);
    expect(checkOfficeStatements(say("Cashier's Office, Ground Floor, Administration Building"), offices)).toHaveLength(1);
  });

  it("finds another phone, e-mail or closing time for a named office", () => {
    expect(checkOfficeStatements(say("ICT Services Office: 7:00 AM - 7:00 PM, Mon-Sat; ict@mvsu.edu.ph"), offices)).toEqual([
      expect.stringMatching(/e-mail ict@mvsu\.edu\.ph.*helpdesk@/),
    ]);
    expect(checkOfficeStatements(say("Call the Cashier's Office at (078) 392-0141."), offices)[0]).toMatch(/phone \(078\) 392-0141/);
    expect(checkOfficeStatements(say("The Cashier's Office is open 8:00 AM to 4:30 PM."), offices)[0]).toMatch(/hours 8:00 AM - 4:30 PM/);
  });

  it("lets an emergency record's number stand beside the office and ignores sentences naming two offices", () => {
    expect(checkOfficeStatements(say("ICT Help Desk: 0917 845 2130"), offices, ["0917 845 2130"])).toEqual([]);
    expect(checkOfficeStatements(say("Ask the ICT Help Desk or the Cashier's Office at (078) 305-2100 local 150."), offices)).toEqual([]);
  });
});

describe("who owns a phone or an e-mail", () => {
  it("finds one value claimed by two records", () => {
    const found = checkContactOwners([
      { source: "content/offices.yaml", owner: "offices:ict-help-desk", value: "helpdesk@mvsu.edu.ph" },
      { source: "content/student-services/services.yaml", owner: "offices:ict-help-desk", value: "helpdesk@mvsu.edu.ph" },
      { source: "content/directories/faculty.json", owner: "person:r-mendoza", value: "helpdesk@mvsu.edu.ph" },
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/helpdesk@mvsu\.edu\.ph is claimed by offices:ict-help-desk .* and person:r-mendoza/);
  });
  it("accepts the same value stated twice by its owner", () => {
    expect(checkContactOwners([{ source: "a", owner: "offices:hrmo", value: "hrmo@mvsu.edu.ph" }, { source: "b", owner: "offices:hrmo", value: "hrmo@mvsu.edu.ph" }])).toEqual([]);
  });
});

describe("a person's listed lines", () => {
  it("asks whose line an undeclared phone or e-mail is", () => {
    expect(checkPersonLines([{ id: "galvez", email: "clinic@mvsu.edu.ph", phone: "(078) 392-0150" }], offices)[0]).toMatch(/"galvez" lists .* without saying whose line/);
  });
  it("finds an office line declared as a direct line, and a department head's retyped line", () => {
    expect(checkPersonLines([{ id: "magno", phone: "(078) 305-2100 local 104", directLine: true }], offices)[0]).toMatch(/line of offices:cashier/);
    expect(checkPersonLines([{ id: "head-hrmo", departmentHead: "hrmo", phone: "(078) 392-0130" }], offices)[0]).toMatch(/head/);
  });
  it("accepts office references, officials and declared direct lines", () => {
    expect(
      checkPersonLines(
        [
          { id: "a", office: "offices:cashier" },
          { id: "b", official: "president", email: "president@mvsu.edu.ph" },
          { id: "c", email: "jm.castillo@mvsu.edu.ph", directLine: true },
          { id: "d", departmentHead: "hrmo", office: "offices:hrmo" },
          { id: "e" },
        ],
        offices,
      ),
    ).toEqual([]);
  });
});

describe("names of places", () => {
  const known = ["University Auditorium", "Sports Oval", "University Oval", "Women's Dormitory", "Men's Dormitory", "Registrar Office", "Office of the University Registrar", "Student Center Building"];

  it("reads the names a sentence uses", () => {
    expect(placeNames("Teams compete in the quiz bee at the University Theater.")).toEqual(["University Theater"]);
    expect(placeNames("Submit it to the Office of the University Registrar.")).toEqual(["Office of the University Registrar"]);
    expect(placeNames("The Office of the University Registrar's e-mail is x.")).toEqual(["Office of the University Registrar"]);
  });

  it("finds a venue no building is called", () => {
    expect(checkPlaceNames(say("The quiz bee is at the University Theater."), known)).toEqual([expect.stringMatching(/"University Theater" is no office, building or venue/)]);
    expect(checkPlaceNames(say("Water is cut at the Men's and Ladies' Dormitories."), known)).toHaveLength(1);
  });

  it("accepts record names, declared aliases, plurals of two known names and words in front of a known name", () => {
    expect(checkPlaceNames(say("Run around the University Oval, then the Sports Oval."), known)).toEqual([]);
    expect(checkPlaceNames(say("Water is cut at the Men's and Women's Dormitories."), known)).toEqual([]);
    expect(checkPlaceNames(say("Results are posted at the MVSU Registrar Office and the Office of the University Registrar."), known)).toEqual([]);
  });
});

describe("one occasion, one date", () => {
  const holidays = [{ source: "holidays.yaml", label: "University Foundation Day", start: "2024-11-22" }];
  it("finds an event and a holiday of the same occasion on different days", () => {
    expect(checkEventDates([{ source: "events.yaml", label: "62nd Founding Anniversary and Foundation Week", start: "2024-11-18" }], holidays)).toHaveLength(1);
  });
  it("accepts the same day and unrelated events", () => {
    expect(checkEventDates([{ source: "events.yaml", label: "62nd Founding Anniversary and Foundation Week", start: "2024-11-22" }], holidays)).toEqual([]);
    expect(checkEventDates([{ source: "events.yaml", label: "University Research Congress", start: "2024-11-18" }], holidays)).toEqual([]);
  });
});

describe("forms and posts named by the records", () => {
  const forms = ["Application for Transcript of Records", "Request for Certificate of Grades"];
  it("finds a charter form that is no form record", () => {
    expect(checkCharterForms(say("Request for Academic Records form (1 original)"), forms)).toEqual([expect.stringMatching(/"Request for Academic Records"/)]);
    expect(checkCharterForms(say("Application for Transcript of Records form (1 original)"), forms)).toEqual([]);
    expect(checkCharterForms(say("Signed student consent form (1 original)"), forms)).toEqual([]);
  });
  it("finds a post nobody holds", () => {
    expect(checkPosts(say("Recommendation of the University Sports Director"), ["University President"])).toEqual([expect.stringMatching(/"University Sports Director"/)]);
    expect(checkPosts(say("Addressed to the University President"), ["University President"])).toEqual([]);
    expect(checkPosts(say("Ask the Dean of the College of Engineering"), ["Dean, College of Engineering"])).toEqual([]);
    expect(checkPosts(say("Ask the Dean of the College of Business and Management"), ["Dean, College of Engineering"])).toHaveLength(1);
  });
  it("finds a college without a dean", () => {
    expect(checkDeans(["College of Engineering", "College of Business and Management"], ["College of Engineering"])).toEqual(["College of Business and Management has no dean in content/organization/officials.yaml or content/directories/faculty.json"]);
  });
});

describe("the heuristics stay quiet on what is no contradiction", () => {
  it("a festive event near a holiday period is another occasion", () => {
    expect(checkEventDates([{ source: "e", label: "Christmas Lantern Parade and Tree Lighting", start: "2024-12-18" }], [{ source: "h", label: "Christmas Break", start: "2024-12-21", end: "2025-01-05" }])).toEqual([]);
  });
  it("degrees, external agencies' full names and two known places joined are read as such", () => {
    expect(placeNames("Bachelor of Library and Information Science")).toEqual([]);
    expect(placeNames("Call the National Center for Mental Health")).toEqual(["National Center for Mental Health"]);
    expect(checkPlaceNames(say("Venue: University Gymnasium and Sports Oval"), ["University Gymnasium", "Sports Oval"])).toEqual([]);
    expect(checkPlaceNames(say("Seat of the Office of the President"), ["Office of the President"])).toEqual([]);
  });
});
