/**
 * A dated record against today in Manila: the days left to it, whether it is open now (and, once over, the
 * next round as announced), the calendar entry after one named; and the calendar and news asked by a day
 * without a calendar word ('what's on next Wednesday'), by 'announced', or by a suspension with an adverb.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("a dated record against today", () => {
  it("counts the days from today to a deadline or an event, with its date, in English and Filipino", () => {
    for (const q of probes(`
      how many days left before the graduation application deadline
      how many more days to file my application for graduation
      days left to apply for graduation?
    `)) {
      const m = ask(q).message;
      expect(m, q).toMatch(/\b9 days left/);
      expect(m, q).toMatch(/November 29, 2024/);
    }
    expect(ask("ilang araw na lang bago ang intramurals").message).toMatch(/12 araw pa.*December 2, 2024/);
    expect(ask("how many days left to apply as nurse ii").message).toMatch(/9 days left.*November 29, 2024/);
    expect(ask("how many days until the next entrance exam").message).toMatch(/^56 days left until Wednesday, January 15, 2025/);
  });

  it("counts to the deadline of a job posting the question names whole, and leaves durations and past records alone", () => {
    expect(ask("how many days left before the instructor i position closes").message).toMatch(/23 days left.*December 13, 2024/);
    expect(ask("how many days before my new id is printed").message).not.toMatch(/days left|has passed/);
    expect(ask("how many days does grade verification take").message).not.toMatch(/days left/);
  });

  it("says whether a calendar period is open today and, once over, the next round as announced", () => {
    for (const q of probes(`
      is enrollment open right now
      is the enrollment still open
      bukas pa ba ang enrollment ngayon
    `)) {
      const m = ask(q).message;
      expect(m, q).toMatch(/^(No, it is closed|Hindi na)/);
      expect(m, q).toMatch(/January 6/);
    }
    expect(ask("is adding and dropping of subjects still open").message).toMatch(/^No, it is closed.*August 23, 2024/);
    expect(ask("have the final examinations started yet").message).toMatch(/^Not yet: it opens on Monday, December 9, 2024/);
    expect(ask("is the midterm exam over").message).toMatch(/^Yes, it is over: Midterm Examinations/);
    expect(ask("tapos na ba ang midterms").message).toMatch(/^Oo; tapos na ito/);
    expect(ask("are the final exams done").message).toMatch(/^No, it has not started: it starts on Monday, December 9, 2024/);
  });

  it("dates a form asked 'until when' by the one calendar entry whose name holds the form's, and no other record", () => {
    expect(ask("when is the application for graduation form due").message).toMatch(/^Deadline for Application for Graduation: Friday, November 29, 2024/);
    expect(ask("hanggang kailan ang pagpapasa ng aplikasyon para sa pagtatapos").message).toMatch(/November 29, 2024/);
    expect(ask("when does the library close on saturdays").message).not.toMatch(/Roofing/);
  });

  it("states the calendar entry that starts after the one named, of the kind asked", () => {
    expect(ask("what's the next event after foundation week").message).toMatch(/University Research and Extension Congress: Wednesday, November 27, 2024/);
    expect(ask("anong susunod na event pagkatapos ng intramurals").message).toMatch(/Christmas Lantern Parade/);
    expect(ask("what is the next holiday after christmas break").message).toMatch(/^The calendar lists nothing after Christmas Break yet/);
    expect(ask("what comes after the research congress").message).toMatch(/^After University Research and Extension Congress: Deadline for Application for Graduation/);
  });
});

describe("today's date", () => {
  it("states today in Manila when asked the date or the day, in English and Filipino", () => {
    for (const q of probes(`
      what's the date today
      what day is it today?
      date today
    `)) expect(ask(q).message, q).toBe("Today is Wednesday, November 20, 2024.");
    expect(ask("anong araw ngayon").message).toBe("Ngayon ay Miyerkules, November 20, 2024.");
    expect(ask("what day is it tomorrow").message).toBe("Tomorrow is Thursday, November 21, 2024.");
    expect(ask("anong petsa kahapon").message).toBe("Kahapon ay Martes, November 19, 2024.");
    expect(ask("what's today's date in the us").message).not.toMatch(/^Today is/);
    expect(ask("what day is the research congress").message).toMatch(/Wednesday, November 27, 2024/);
  });
});

describe("the calendar and the news asked without their words", () => {
  it("reads 'what's on' a day as the calendar of that day", () => {
    expect(ask("what's on next wednesday").message).toMatch(/Research and Extension Congress/);
    expect(ask("anything on this friday?").message).toMatch(/November 22, 2024/);
    expect(ask("ano'ng meron sa biyernes").message).toMatch(/November 22, 2024/);
  });

  it("reads a month named as its days in the year it next comes, not a month naming one exam", () => {
    const m = ask("what events are there in december").message;
    expect(m).toMatch(/Intramurals: Monday, December 2, 2024/);
    expect(m).toMatch(/Lantern Parade/);
    expect(ask("may holiday ba sa disyembre?").message).toMatch(/(December|Disyembre) 8, 2024/);
    expect(ask("is there an exam in may").message).toMatch(/no exam in May 2025/);
    expect(ask("may slots pa ba sa march exam").message).toMatch(/March 15, 2025/);
    expect(ask("saan ang cashier sa may gate").message).not.toMatch(/May 2025/);
  });

  it("reads the calendar itself named as no narrowing, a countdown as days left, and 'may klase' as a class day", () => {
    expect(ask("what's on the calendar for next week").message).toMatch(/Research and Extension Congress/);
    // A span's entries in the order of their dates.
    expect(ask("what's scheduled for next week").message).toMatch(/November 27, 2024[\s\S]*November 29, 2024[\s\S]*November 30, 2024/);
    expect(ask("countdown to christmas break").message).toMatch(/31 days left/);
    expect(ask("may klase ba sa lunes").message).toMatch(/Walang anunsyo ng suspensyon.*Lunes, November 25, 2024/);
  });

  it("reads 'announced' as the news of the span named, yesterday and last week included", () => {
    expect(ask("what was announced yesterday").message).toMatch(/^Announcements yesterday \(Tuesday, November 19, 2024\).*Second Semester/);
    expect(ask("ano ang inanunsyo kahapon").message).toMatch(/Second Semester/);
    expect(ask("anything announced last week").message).toMatch(/^Announcements last week \(Monday, November 11, 2024 to Sunday, November 17, 2024\)/);
  });

  it("reads a suspension asked with an adverb between the classes and 'cancelled'", () => {
    expect(ask("are online classes also cancelled today").message).toMatch(/Online classes are also suspended/);
    expect(ask("are classes still cancelled tomorrow").message).toMatch(/No class suspension is announced for tomorrow/);
  });
});

describe("a calendar day named by month and day", () => {
  it("answers what the calendar holds on it, in English and Filipino", () => {
    expect(ask("is dec 8 a holiday").message).toMatch(/Immaculate Conception/);
    expect(ask("anything happening on 2 december").message).toMatch(/Intramurals/);
    expect(ask("may pasok ba sa nov 30").message).toMatch(/Walang pasok.*Bonifacio Day/);
  });

  it("leaves an exam named with its date to the exam's own row", () => {
    expect(ask("is the january 15 exam still open").message).toMatch(/\bfull\b/);
  });
});

describe("'hm' is how much", () => {
  it("asks the price of the service, not its form", () => {
    expect(ask("hm po ang certificate of grades").message).toMatch(/₱50\.00/);
    expect(ask("anong oras nagsasara ang kahera").message).toMatch(/5:00 PM/);
  });
});
