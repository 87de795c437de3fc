/**
 * Programs and colleges asked the way visitors ask them: a program MVSU lacks asked only whether it exists or by
 * its everyday name, a program by its field's initials or part of its name, and a college's dean by the
 * college's initials.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { bareName, existenceAsked } from "./program-asked.ts";
import { fieldInitials } from "./program-initials.ts";
import { joinedFieldNames, shortenedFieldNames } from "./program-names.ts";
import { collegeInitials, ownedByPost } from "./college-dean.ts";

const NOT_OFFERED = /does not offer|hindi inaalok/i;

describe("a program MVSU does not offer, asked only whether it exists or by its name alone", () => {
  it("answers that it is not offered, in English, Filipino and Taglish, and with a typo", () => {
    const qs = probes(`
      do you have dentistry
      is there a pharmacy course here
      may dentistry po ba dito
      meron po bang criminology
      may nursing po ba kayo
      is there a nursing school
      is there a med school here
      walang law dito?
      physical therapy po
      optometry?
      architecture po meron
      pol sci po meron ba
      crim meron ba kayo
      med tech po ba meron
      meron kayong seaman course
      vetmed po
      veterinary meron po ba
      may vet med ba sa mvsu
      is ther a criminology program
      saan pwede mag medtech
      gusto ko mag-nursing
      is BSCrim offered
      which college has nursing
    `);
    const missed = qs.map((q) => ({ q, m: ask(q).message })).filter(({ m }) => !NOT_OFFERED.test(m));
    expect(missed.map(({ q, m }) => `${q} -> ${m.slice(0, 90)}`)).toEqual([]);
  });

  it("answers a length or requirements asked of a program MVSU lacks with the not-offered answer", () => {
    for (const q of probes(`
      how many years is nursing
      ilang taon ang criminology
      hrm ilang taon
      criminology requirements
    `)) expect(ask(q).message, q).toMatch(NOT_OFFERED);
    expect(ask("i have chemistry lab class, which building has the chemistry laboratory").message).toMatch(/Science Laboratory Building/);
  });

  it("names the program by its title, not by the short name said", () => {
    expect(ask("vet med po meron").message).toMatch(/Veterinary Medicine/);
    expect(ask("crim po meron ba").message).toMatch(/Criminology/);
    expect(ask("is there a law school").message).toMatch(/does not offer Law\b/);
    expect(ask("pwede po ba mag-aral ng abogasya dito").message).toMatch(/does not offer Law\b/);
  });

  it("never answers with a person or a place that shares a word", () => {
    for (const q of probes(`
      may medicine po ba kayo
      is there medicine here
    `)) {
      const m = ask(q).message;
      expect(m).toMatch(NOT_OFFERED);
      expect(m).not.toMatch(/University Physician/);
    }
  });

  it("reads a name that qualifies another thing as that thing ('a chemistry lab', 'a nursing room')", () => {
    for (const q of probes(`
      is there a chemistry lab
      is there a history of mvsu
      is there a nursing room for mothers
      may english club ba
      is there a music room
    `)) expect(ask(q).message, q).not.toMatch(NOT_OFFERED);
  });

  it("still answers the clinic, the physician and the colleges MVSU has", () => {
    expect(ask("who is the doctor in the clinic").message).toMatch(/University Physician/);
    expect(ask("where is the college of engineering").message).not.toMatch(NOT_OFFERED);
    expect(ask("may hospitality management ba kayo").message).toMatch(/Bachelor of Science in Hospitality Management/);
  });

  it("rejects a near miss: the dean of a college MVSU lacks, and gossip about a dean", () => {
    const dean = ask("who is the dean of the college of medicine");
    expect(dean.category === "fallback" || NOT_OFFERED.test(dean.message)).toBe(true);
    expect(dean.message).not.toMatch(/Tumaliuan|Galvez/);
    expect(ask("sino ang crush ng dean").category).toBe("fallback");
  });

  it("reads existence and a bare name", () => {
    expect(existenceAsked("may dentistry po ba dito", "dentistry")).toBe(true);
    expect(existenceAsked("is there a law school", "law school")).toBe(true);
    expect(existenceAsked("is there a chemistry lab", "chemistry")).toBe(false);
    expect(existenceAsked("how much is the tor", "tor")).toBe(false);
    expect(bareName("veterinary medicine po?", "veterinary medicine")).toBe(true);
    expect(bareName("veterinary medicine books in the library", "veterinary medicine")).toBe(false);
  });
});

describe("a program asked by its field's initials or part of its name", () => {
  it("answers the program's duration, place and training", () => {
    expect(ask("how many years is CE").message).toMatch(/Civil Engineering.*5 years/);
    expect(ask("ilang taon ang ME").message).toMatch(/Mechanical Engineering.*limang taon \(5 years\)/);
    expect(ask("where do HM students have their OJT").message).toMatch(/Baguio/);
    expect(ask("saan nag OJT ang mga HM").message).toMatch(/Baguio/);
    expect(ask("ABE how many years").message).toMatch(/Agricultural and Biosystems Engineering.*5 years/);
  });

  it("answers a program named by one of two joined field words", () => {
    expect(ask("how long is agricultural engineering").message).toMatch(/5 years/);
    expect(ask("ilang taon ang agricultural engineering").message).toMatch(/5 (years|taon)/);
    expect(ask("biosystems engineering po ilang years").message).toMatch(/5 (years|taon)/);
    expect(ask("agricultral engineering how many years").message).toMatch(/5 (years|taon)/);
  });

  it("keeps lower-case 'hm' as 'how much' and initials the kiosk uses for other things", () => {
    expect(ask("hm ang TOR").message).toMatch(/₱/);
    expect(ask("HM ang TOR").message).toMatch(/₱/);
    expect(ask("Where do I get IT support?").message).toMatch(/ICT Help Desk/);
    expect(ask("CS Form 212 requirements").message).toMatch(/Personal Data Sheet/);
    expect(ask("CS requirements").message).toMatch(/Computer Science/);
    expect(ask("hm students ojt").message).toMatch(/Baguio/);
    expect(ask("is it for students").message).not.toMatch(/Information Technology/);
  });

  it("a year level asks no length of time: the program's building is answered", () => {
    expect(ask("2nd year CE, saang building ang drafting rooms").message).toMatch(/College of Engineering|COE/);
    expect(ask("first year BSIT student, where is our building").message).toMatch(/College of Information and Computing Sciences|CICS/);
  });

  it("answers a program named with its words shortened", () => {
    expect(ask("compsci ilang taon").message).toMatch(/Computer Science.*4 (years|taon)/);
    expect(ask("info tech requirements").message).toMatch(/Information Technology/);
    expect(ask("mech eng how many years").message).toMatch(/Mechanical Engineering.*5 years/);
    expect(ask("requirements for elem ed").message).toMatch(/Elementary Education/);
  });

  it("answers what a program asks of applicants, asked as what to submit", () => {
    expect(ask("is there anything else to submit for BSHM").message).toMatch(/chest X-ray/);
    expect(ask("what does the forestry program ask from applicants").message).toMatch(/Physical fitness certificate/);
    expect(ask("ano po ang hinihingi sa applicants ng BSFT").message).toMatch(/83%/);
    expect(ask("gusto ko mag BSABE, ilang grade po kailangan").message).toMatch(/85%/);
  });

  it("lists the programs of a field named by its activity", () => {
    const m = ask("which teaching courses do you have").message;
    expect(m).toMatch(/Elementary Education/);
    expect(m).toMatch(/Secondary Education/);
    expect(ask("what accounting courses can i take").message).toMatch(/Accountancy/);
    expect(ask("what engineering programs do you offer").message).toMatch(/College of Engineering offers/);
  });

  it("computes field initials and joined names", () => {
    expect(shortenedFieldNames("Computer Science")).toEqual(expect.arrayContaining(["comp sci", "comsci"]));
    expect(shortenedFieldNames("Mathematics")).toEqual([]);
    expect(fieldInitials("Bachelor of Science in Hospitality Management")).toBe("HM");
    expect(fieldInitials("Bachelor of Science in Agricultural and Biosystems Engineering")).toBe("ABE");
    expect(fieldInitials("Bachelor of Science in Biology")).toBeUndefined();
    expect(joinedFieldNames("Agricultural and Biosystems Engineering")).toEqual(["Agricultural Engineering", "Biosystems Engineering"]);
    // 'information' is too common to be indexed: 'Information Science' would be read as any 'science'.
    expect(joinedFieldNames("Library and Information Science")).toEqual(["Library Science"]);
    expect(joinedFieldNames("Civil Engineering")).toEqual([]);
  });
});

describe("a college's dean asked by the college's initials", () => {
  it("answers the dean's name", () => {
    for (const q of probes(`
      cics dean po
      CICS dean name
      who is the cics dean
      sino ang dean ng CICS
      sino ang dean ng cicss
    `)) expect(ask(q).message, q).toMatch(/Angelica R\. Tumaliuan/);
    expect(ask("sino dean ng cbm").message).toMatch(/Rosalinda M\. Agustin/);
    expect(ask("dean ng CAS").message).toMatch(/Noel R\. Castillo/);
    expect(ask("sino po ang dekano ng caf").message).toMatch(/Ernesto P\. Galang/);
    expect(ask("deen ng cics").message).toMatch(/Angelica R\. Tumaliuan/);
    expect(ask("dean ng engg").message).toMatch(/Josefina D\. Tumaliuan/);
    expect(ask("dean ng educ").message).toMatch(/Perlita S\. Andres/);
    expect(ask("sino dean ng IT dept").message).toMatch(/Angelica R\. Tumaliuan/);
  });

  it("answers a program's dean as its college's dean", () => {
    expect(ask("sino dean ng BSIT").message).toMatch(/Angelica R\. Tumaliuan/);
    expect(ask("who is the dean of accountancy").message).toMatch(/Rosalinda M\. Agustin/);
    expect(ask("dean ng computer science").message).toMatch(/Angelica R\. Tumaliuan/);
    expect(ask("who is the dean for HM students").message).toMatch(/Rosalinda M\. Agustin/);
  });

  it("answers a post asked with a word for the holder's name after it", () => {
    expect(ask("director of admissions name").message).toMatch(/Leonora P\. Agbayani/);
    expect(ask("dean of engineering name po").message).toMatch(/Josefina D\. Tumaliuan/);
    expect(ask("who is the president of the philippines").category).toBe("fallback");
  });

  it("answers the dean's own e-mail when asked", () => {
    expect(ask("hanap ko email ng dean ng CICS").message).toMatch(/cics\.dean@mvsu\.edu\.ph/);
    expect(ask("CBM dean email address").message).toMatch(/cbm\.dean@mvsu\.edu\.ph/);
  });

  it("leaves the dean's list and the building's place to their own answers", () => {
    expect(ask("where is the cics building").message).not.toMatch(/Tumaliuan/);
    expect(ask("sino ang crush ng dean ng cics").category).toBe("fallback");
    expect(ask("is the cics dean married").message).not.toMatch(/Tumaliuan/);
  });

  it("reaches a dean with no published line by their own e-mail", () => {
    expect(ask("contact ng dean ng cics").message).toMatch(/cics\.dean@mvsu\.edu\.ph/);
    expect(ask("pano ma contact dean ng cics").message).toMatch(/cics\.dean@mvsu\.edu\.ph/);
  });

  it("never answers someone a post's holder has with the holder", () => {
    for (const q of probes(`
      sino ang asawa ng dean ng cics
      sino ang crush ng dean ng engineering
      sino ang anak ng presidente
    `)) expect(ask(q).category, q).toBe("fallback");
    expect(ownedByPost("sino ang asawa ng dean")).toBe(true);
    expect(ownedByPost("email ng dean ng cbm")).toBe(false);
    expect(ownedByPost("what is the name of the dean of engineering")).toBe(false);
  });

  it("computes a college's initials", () => {
    expect(collegeInitials("College of Information and Computing Sciences")).toContain("cics");
    expect(collegeInitials("College of Business and Management")).toContain("cbm");
    expect(collegeInitials("College of Engineering")).toEqual(["ce", "coe"]);
  });
});
