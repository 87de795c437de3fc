import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";

describe("whether classes go on today, asked in any words, gets the suspension notice", () => {
  it.each(
    probes(`
      are classes being held today
      are face-to-face classes on today
      is there class today, it's raining hard here
      why is the campus so empty today
      bakit walang estudyante sa campus ngayon
      since it's a weekday, is work still going on today
    `),
  )("%s", (q) => {
    expect(ask(q).message).toMatch(/suspended|walang pasok/i);
  });
});

describe("a record asked by what it is called", () => {
  it.each(
    probes(`
      what is the official name of your entrance test
      what is the entrance exam called
      ano ang tawag sa entrance exam ninyo
      what test does the university give to applicants
    `),
  )("%s gets its full name", (q) => {
    expect(ask(q).message).toMatch(/MVSU College Admission Test/);
  });

  it("a post's holder is still a person", () => {
    expect(ask("what is the name of the university registrar").message).toMatch(/Soriano/);
  });
});

describe("having passed a step, what comes next", () => {
  it.each(
    probes(`
      i passed the entrance exam, what now
      my daughter already passed the entrance test, what is the next step
      nakapasa na ako sa entrance exam, ano ang susunod
    `),
  )("%s is the interview, not waiting for results", (q) => {
    expect(ask(q).message).toMatch(/College Interview/);
  });

  it("after taking the exam, the results come next", () => {
    expect(ask("after taking the entrance exam what comes next").message).toMatch(/Wait for the Results/);
  });
});

describe("whether one may apply as a freshman or transferee", () => {
  it.each(
    probes(`
      i finished ALS, can i apply as a freshman
      pwede ba ako mag-apply bilang freshman kung ALS passer ako
    `),
  )("%s gets who the track is for", (q) => {
    expect(ask(q).message).toMatch(/ALS passers/);
  });
});

describe("the coming term and the calendar's phases", () => {
  it.each(
    probes(`
      when do classes for the coming semester begin
      kailan mag-uumpisa ang susunod na sem
    `),
  )("%s gets the next term's first day", (q) => {
    expect(ask(q).message).toMatch(/January 20, 2025/);
  });

  it("a phase named with 'period' is that phase", () => {
    expect(ask("when is the grades release period").message).toMatch(/Encoding and Release of Grades/);
  });

  it("the faculty's deadline for grades is a calendar date, not someone's grades", () => {
    expect(ask("deadline ng submission ng grades ng mga faculty").message).toMatch(/January 10, 2025/);
  });

  it("'nung' (during) frames the question", () => {
    expect(ask("kelan ang finals nung first sem").message).toMatch(/December 9, 2024/);
  });
});

describe("events asked by their category or their venue, within a time", () => {
  it("a category names its events", () => {
    expect(ask("is there a sports event next month").message).toMatch(/Intramurals/);
    expect(ask("anong academic event next week").message).toMatch(/Research and Extension Congress/);
  });

  it("a building named with a time lists what is held there", () => {
    expect(ask("what's happening at the graduate school building next week").message).toMatch(/Research and Extension Congress/);
  });

  it("counts the days still left to a deadline however the visitor says it", () => {
    expect(ask("how many days does my son still have to file the application for graduation").message).toMatch(/9 days left/);
  });
});

describe("a fee asked with the days or the time beside it", () => {
  it.each(
    probes(`
      grade verification cost and time
      tor price and days
    `),
  )("%s gets both", (q) => {
    const m = ask(q).message;
    expect(m).toMatch(/₱/);
    expect(m).toMatch(/working days/);
  });
});

describe("holidays asked by their Filipino names and whether they have classes", () => {
  it("undas is All Saints' and All Souls' Day", () => {
    expect(ask("kelan ang undas break").message).toMatch(/November 1, 2024/);
  });

  it("a named holiday's classes are that day's, not today's", () => {
    const m = ask("is there class on bonifacio day").message;
    expect(m).toMatch(/Bonifacio Day/);
    expect(m).toMatch(/November 30, 2024/);
  });
});

describe("a fee stated in a charter step", () => {
  it("gives the step's peso amount, not another step's 'Fee: None'", () => {
    expect(ask("how much do i pay for a certification of my general weighted average").message).toMatch(/₱50\.00/);
  });
});

describe("an entrance exam named by its day", () => {
  it.each(
    probes(`
      is the jan 15 entrance exam still open
      can my son still sign up for the exam on january 15
    `),
  )("%s gets that day's row: full", (q) => {
    expect(ask(q).message).toMatch(/January 15, 2025: Regular, full/);
  });

  it("says the type and the slots left", () => {
    expect(ask("is the april 10 exam a final one").message).toMatch(/Final, 250 slots left/);
  });
});

describe("classes resuming after a break", () => {
  it.each(
    probes(`
      when do classes resume after the semestral break
      kelan balik klase pagkatapos ng christmas break
    `),
  )("%s gets the next start of classes", (q) => {
    expect(ask(q).message).toMatch(/Start of Second Semester Classes/);
  });

  it("a parade's route is its venue", () => {
    expect(ask("what is the route of the lantern parade").message).toMatch(/Main Gate/);
  });
});
