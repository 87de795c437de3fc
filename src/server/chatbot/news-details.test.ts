/**
 * A detail inside an announcement asked by its topic: the announcement whose title the question names answers
 * with the sentence of its body that holds the kind of value asked, dated; a record that names as much of the
 * question keeps the answer. Announcements come from the database, so one written here for the test must be
 * answered the same way as the seeded ones.
 */
import { describe, expect, it } from "vitest";
import { assistant as a, ask, now, probes } from "../testing/assistant.ts";
import { respond } from "./assistant.ts";
import { buildCatalog } from "./catalog.ts";
import { FactIndex } from "./facts.ts";

describe("a detail inside an announcement", () => {
  it("states the time an announcement's body gives when the question names it and asks what time", () => {
    for (const q of probes(`
      what time will the water be cut at the dormitories
      anong oras ang water interruption sa dorm
      water interruption sa dorms, what time?
      wat time is the water interuption at the dorm
    `)) {
      const r = ask(q);
      expect(r.message, q).toMatch(/9:00 AM to 3:00 PM/);
      expect(r.message, q).toMatch(/November 18, 2024|Nobyembre 18, 2024/);
    }
  });

  it("states the place, the count or the person the question asks, each from its own sentence", () => {
    expect(ask("which floor is the new study area of the library on").message).toMatch(/second floor/);
    expect(ask("how many people can sit in the library's new study area, how many seats").message).toMatch(/24-seat/);
    expect(ask("where are they putting the new solar lights").message).toMatch(/main gate to the dormitories/);
    expect(ask("who should i talk to about my midterm grades").message).toMatch(/instructor/);
    expect(ask("who should i talk to about my midterm grades").message).not.toMatch(/available in the student portal/);
    // The detail's own word chooses among sentences holding a place: 'register' over the venue.
    expect(ask("where do we sign up for the quiz bee, where to register").message).toMatch(/Register with your college student council/);
    expect(ask("where do engineering classes go while the rooms are being repainted").message).toMatch(/temporary rooms posted at the lobby/);
  });

  it("states the whole body when nothing particular is asked, and the dates asked by a semester in figures", () => {
    expect(ask("midterm grades released na ba?").message).toMatch(/student portal/);
    expect(ask("when does online enrollment for the 2nd semester close").message).toMatch(/January 17/);
    expect(ask("may bagong study area ba sa library").message).toMatch(/24-seat/);
    expect(ask("bakit walang tubig sa dorm").message).toMatch(/9:00 AM to 3:00 PM/);
    // A Filipino verb with the -in- infix ('nilalagay', being put) is a verb, not a topic to doubt.
    expect(ask("saan nilalagay yung solar lights").message).toMatch(/main gate to the dormitories/);
  });

  it("leaves the answer to a record that names as much of the question, and to questions no announcement's title names", () => {
    expect(ask("where is the university library").records).toContain("building:LIB");
    expect(ask("how much to verify my grades for my employer").message).not.toMatch(/Midterm Grades/);
    expect(ask("when are the midterm examinations").message).toMatch(/October 14, 2024/);
    expect(ask("what events are happening next week").message).not.toMatch(/Foundation Week Celebration/);
  });

  it("answers a detail of an announcement staff add, whatever its wording", () => {
    const announcements = [
      ...a.dynamic.announcements,
      {
        id: "gym-floor",
        title: "Refinishing of the Gymnasium Floor",
        content: "The gymnasium floor is being sanded and varnished. Physical education classes meet at the Sports Oval from 7:00 AM to 11:00 AM until the work is done. Direct questions to the Physical Education Unit.",
        category: "facilities",
        isUrgent: false,
        createdAt: new Date("2024-11-19T02:00:00Z"),
      },
    ];
    const facts = new FactIndex(buildCatalog(a.records, { ...a.dynamic, announcements }), a.records.pages);
    const asked = (q: string) => respond(a.knowledge, facts, a.config, q, now, () => 0);
    expect(asked("what time do PE classes meet while the gymnasium floor is refinished").message).toMatch(/7:00 AM to 11:00 AM.*Oval|Oval.*7:00 AM to 11:00 AM/);
    expect(asked("what time do PE classes meet while the gymnasium floor is refinished").message).toMatch(/November 19, 2024/);
    expect(asked("where do classes go during the gym floor refinishing").message).toMatch(/Sports Oval/);
  });
});

describe("announcement details asked in other words", () => {
  it("reads donating as the donors an announcement speaks of, and weight as what donors must weigh", () => {
    expect(ask("can a 16 year old donate at the blood letting").message).toMatch(/18 to 65/);
    expect(ask("what weight do you need to be a blood donor").message).toMatch(/50 kg/);
  });

  it("answers whether classes are held, online too, from today's suspension notice", () => {
    expect(ask("are the online classes still on today").message).toMatch(/suspended/);
  });
});
