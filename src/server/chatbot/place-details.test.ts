/**
 * Places asked by their details rather than their names: who uses a gate or a terminal, what a building houses
 * (named in part, beside who the visitor's person is), how big a place is or how long its track, and a place
 * asked beside the visitor's plan or story. Near misses (a detail no record holds, a thing no record names)
 * are still refused.
 */
import { describe, expect, it } from "vitest";
import { assistant, probes, answered, refused } from "../testing/assistant.ts";
import { withProgramShortNames } from "./program-short-names.ts";

describe("a place found by who or what uses it", () => {
  it.each(
    probes(`
      where does the jeep stop
      saan humihinto ang dyip
      where can tricycle passengers get off
      jeepney drop off point nasaan
      san bumababa mga pasahero ng jeep
      im a trike driver where do i drop my passengers
      magko-commute ako, saan ang babaan ng jeepney
      wher do jeepnys drop off
      san pwede mag abang ng jeep
      saan nag aabang ng tricycle pauwi
    `),
  )("%s reaches the gate where rides stop", (q) => answered(q, /Main Gate/));

  it.each(
    probes(`
      where should a service vehicle enter
      delivery truck going to the farm, which way in
      saan papasok ang truck papunta sa farm
      we are bringing feeds to the farm by truck, where do we enter
    `),
  )("%s reaches the gate for service vehicles", (q) => answered(q, /East Gate/));

  it.each(
    probes(`
      saan ang sakayan ng tricycle
      where is the tricycle terminal
      tricycle pickup point inside the campus
    `),
  )("%s reaches the tricycle terminal", (q) => answered(q, /Main Parking|Tricycle terminal/i));

  it.each(
    probes(`
      where do buses stop
      where do helicopters land
    `),
  )("%s is refused: no place states it", (q) => refused(q));
});

describe("a place found by part of what it houses", () => {
  it.each(
    probes(`
      saang building ang psychology lab
      psychology laboratory which building
      nasaan po ang psychology laboratory
    `),
  )("%s reaches the arts and sciences building", (q) => answered(q, /College of Arts and Sciences/));

  it.each(
    probes(`
      my son takes HM, where is their kitchen for training
      anak ko HM student, saan ang hospitality kitchen
      my niece studies hospitality management, where is the hospitality kitchen
    `),
  )("%s reaches the business building", (q) => answered(q, /College of Business and Management/));

  it.each(
    probes(`
      where is the demo farm
      saan ang demo farm at tree nursery
      we want to buy seedlings sana, nasaan ang tree nursery
    `),
  )("%s reaches the agriculture building", (q) => answered(q, /College of Agriculture and Forestry/));
});

describe("a place's size asked by its measure", () => {
  it.each(
    probes(`
      how long is the track at the oval in metres
      oval track length?
      gaano kahaba ang takbuhan sa oval
      i jog every morning, what is the length of the oval track
    `),
  )("%s is the oval's track", (q) => answered(q, /400/));

  it.each(
    probes(`
      capacity of the cafeteria seating hall
      how big is the canteen's dining hall
      ilang tao kasya sa cafeteria
    `),
  )("%s is the cafeteria's seating", (q) => answered(q, /300/));

  it.each(
    probes(`
      we are planning a recital for our dance school, how many can the auditorium seat
      balak namin mag concert ng choir, ilan ang kasya sa auditorium
      planning our company christmas party, how many fit in the auditorim
    `),
  )("%s is the auditorium's capacity beside the visitor's plan", (q) => answered(q, /800/));

  it.each(
    probes(`
      how tall is the library
      what colour is the gym
      how wide is the gymnasium
    `),
  )("%s is refused: no record states it", (q) => refused(q));
});

describe("a place asked beside the visitor's plan or where they live", () => {
  it.each(
    probes(`
      engagement shoot sana namin sa chapel, anong oras bukas
      we are planning a baptism at the chapel, what time does it open
    `),
  )("%s is the chapel's hours", (q) => answered(q, /6:00 AM - 6:00 PM/));

  it.each(
    probes(`
      nakatira kami sa likod ng campus, anong oras sarado ang north gate
      taga harap kami ng university, until what time is the north gate open
    `),
  )("%s is the north gate's hours", (q) => answered(q, /8:00 PM/));

  it("a thing asked in the clause that asks is still weighed", () => {
    refused("what is the fee to park a helicopter");
    refused("we are planning a concert, can we bring fireworks to the oval");
  });
});

describe("a program's short name in capitals", () => {
  const read = (q: string) => withProgramShortNames(assistant.facts.entities, q);
  it("reads the short name as the program's code", () => {
    expect(read("PSYCH students")).toBe("ABPSYCH students");
    // A field's initials ('HM', 'CE') are read by program-initials.ts, which also knows 'HM' asking a price.
    expect(read("my daughter takes HM")).toBe("my daughter takes HM");
    answered("my daughter takes HM, where is their building", /Business and Management/);
  });
  it("leaves English words, the university's letters and lower case alone", () => {
    expect(read("IT and ME")).toBe("IT and ME");
    expect(read("hm po ang tor")).toBe("hm po ang tor");
    expect(read("my TOR and COR")).toBe("my TOR and COR");
  });
  it("still reads 'hm' in lower case as a price", () => answered("hm po ang tor", /₱/));
});

describe("a landmark of the campus plan, placed by the nearest building or gate", () => {
  it.each(
    probes(`
      where is the waiting shed
      saan ang waiting shed
      wating shed nasaan
    `),
  )("%s is by the main gate", (q) => answered(q, /Waiting shed[\s\S]*Main Gate/i));

  it.each(
    probes(`
      where is the botanical garden
      botanical garden saan po
    `),
  )("%s is by the gymnasium", (q) => answered(q, /Botanical Garden[\s\S]*Gymnasium/));

  it("names the two nearest when they are about as near", () => answered("where is the fountain", /between the University Cooperative Store and the Cafeteria/));

  it("states it in Filipino", () => answered("saan ang flagpole", /Ang Flagpole ay malapit sa Student Affairs Office/));
});

describe("worship at the chapel", () => {
  it.each(
    probes(`
      where can i pray
      saan pwede magdasal
      saan may misa
    `),
  )("%s reaches the chapel", (q) => answered(q, /University Chapel/));
});

describe("rooms and ways in named in Filipino or short", () => {
  it.each(
    probes(`
      saan ang chem lab
      where is the bio lab
    `),
  )("%s reaches the science laboratory building", (q) => answered(q, /Science Laboratory Building/));

  it.each(
    probes(`
      anong gate para sa mga naglalakad
      which gate for people walking
    `),
  )("%s reaches the pedestrian gate", (q) => answered(q, /North Gate/));

  it.each(
    probes(`
      saan pwedeng mag-park ang bisita
      saan pwede mag park ng motor
    `),
  )("%s reaches the parking area", (q) => answered(q, /Main Parking/));

  it("the visitor's partner frames a question, never the finance office", () => answered("alumni po kami pareho ng fiance ko, pwede po ba magpakasal sa university chapel", /Weddings for alumni/));
});

describe("a building named by another name its map record declares", () => {
  it.each(
    probes(`
      where is the student center
      saan ang student center
      what is inside the student center
    `),
  )("%s reaches the student affairs building", (q) => answered(q, /Student Affairs Office/));

  it.each(
    probes(`
      where is the administration annex
      admin annex saan
    `),
  )("%s reaches the human resource office's building", (q) => answered(q, /Human Resource Management Office/));
});
