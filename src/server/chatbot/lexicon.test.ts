/**
 * Situations as a class: a visitor describes what happened (in English, Filipino or Taglish) and gets the number
 * of the contact that handles that class of emergency, never the fallback or a neighbouring record; questions
 * that only mention a situation's word while asking something else keep their own answer.
 */
import { describe, expect, it } from "vitest";
import { ask, probes } from "../testing/assistant.ts";
import { situationOf } from "./situations.ts";

const MEDICAL = /0917 845 2130/;
const SECURITY = /0998 562 2199/;
const CRISIS = /\b1553\b/;
const HOTLINE = /\b911\b/;

/** Probes whose reply does not hold the class's number, with what they got instead. */
function misses(probes: readonly string[], number: RegExp): string[] {
  return probes.map((q) => ({ q, r: ask(q) })).filter(({ r }) => r.category === "fallback" || !number.test(r.message)).map(({ q, r }) => `${q} -> ${r.message.slice(0, 90)}`);
}

const MEDICAL_PROBES = probes(`
my seatmate suddenly passed out during the quiz
a player collapsed on the basketball court
nahimatay si ate sa pila sa cashier
someone is convulsing on the floor of the hallway
my friend hit her head on the stairs and is dizzy
there is a lot of blood, my classmate cut his hand in the lab
duguan ang kaklase ko, ano ang gagawin
a student fell from the bleachers and may have a fracture
my ankle might be sprained from the fun run
a kid is choking on candy at the canteen
nabulunan ang bata sa cafeteria
my blockmate is having an asthma attack and forgot her inhaler
inaatake ng hika ang kasama ko
he ate shrimp and now has an allergic reaction
my lips are swelling from an allergy
a student was stung by a wasp and his face is swollen
a stray dog bit a freshman near the gate
nakagat ng ahas ang magsasaka sa demo farm
my roommate has had a very high fever since last night
mataas na lagnat at nagsusuka ang kapatid ko
someone got electrocuted fixing the fan
nakuryente ang estudyante sa laboratory
she got burned by hot oil in the food lab
napaso ang kamay ko sa lab
a classmate took too many pills, possible overdose
my friend is unconscious and won't wake up
he's unresponsive after the practice
my dormmate can't get up from bed and is very weak
hindi makatayo ang lola ko sa may gate
someone is having chest pains near the library
masakit ang dibdib ng teacher namin
a jogger has heatstroke on the oval
a diabetic student is shaking and pale
my friend is vomiting nonstop after lunch
someone fell down the stairs in the admin building
nadulas at nahulog ang estudyante sa hagdan
my classmate is bleeding from the nose and it won't stop
may nangingisay sa gym
a girl fainted during the flag ceremony, what number
someone was bitten by a rat in the dorm
my friend is hyperventilating and cannot breathe
a worker is suffocating inside the storage room
di makahinga yung classmate ko
a student got hit by a car near the gate
a motorcycle crashed near the gate
`);

const SECURITY_PROBES = probes(`
my bike was stolen from the rack
someone took my bag while i was in the library
ninakaw ang cellphone ko sa canteen
may nandurukot sa jeepney terminal ng campus
i think there is a thief in our dorm
a snatcher grabbed my phone at the gate
there's a brawl at the parking area
dalawang estudyante nagsusuntukan sa likod ng gym
may gulo sa oval
some drunk men are shouting near the dormitory
may lasing na nanggugulo sa labas ng library
a strange man keeps hanging around the girls' dorm
may estrangherong pumasok sa classroom
i think someone is stalking me after class
may sumusunod sa akin pauwi
a guy keeps catcalling students at the waiting shed
someone groped me in the crowd at the event
hinipuan ako sa bus ng school
my classmate is being threatened by an older student
a freshman is being bullied by his dormmates
there is hazing going on at an org initiation
i saw someone carrying a gun near the admin building
a man with a knife is in the cafeteria
someone vandalized the walls of the chapel
our classroom was broken into last night, a burglary
a little boy got separated from his mother at the fair
nawawala ang kapatid ko, huling nakita sa gym
a child is missing after the program at the auditorium
my grandmother is lost somewhere on campus
may nawawalang estudyante sa dormitoryo
there is a snake inside our classroom
may ahas sa CR ng girls
a swarm of bees is near the entrance
a pack of stray dogs is chasing students
somebody is trespassing in the laboratory at night
may kahina-hinalang bag na iniwan sa lobby
a suspicious package was left at the gate
someone is blackmailing my friend with photos
i was robbed on my way to the dorm
someone broke into my dorm room
i heard gunshots near the gate
naholdap ako malapit sa gate
a visitor got lost and cannot find the exit
my wallet was pickpocketed at the oval
may away sa canteen ngayon
may nagnakaw ng bike ko
someone is threatening to hurt me
i am being cyberbullied by classmates
`);

const CRISIS_PROBES = probes(`
my friend said she wants to end her life
i don't want to live anymore
ayoko na mabuhay
gusto ko nang mamatay
my roommate cuts herself when she is stressed
a classmate posted that he will kill himself tonight
i keep thinking about suicide
she has suicidal thoughts, who can help
my brother is talking about hurting himself
sinasaktan niya ang sarili niya
gusto raw niyang magpakamatay
i feel hopeless and worthless
i feel so helpless i can't go on
i'm having an anxiety attack in the library
my friend is having a panic attack
inaatake ako ng panic
nababalisa ako nang sobra
my dormmate is having a mental breakdown
i am completely overwhelmed and hopeless
i think everyone would be better off without me, better off dead
there is no reason to live
my friend wants to die because of her grades
i want to disappear forever
my classmate is self harming
someone i know is planning to end it
i cannot take it anymore
lungkot na lungkot ako at walang silbi
malungkot ako palagi at gusto ko nang sumuko sa buhay, gusto kong mamatay
a student is threatening suicide on the rooftop
i am thinking of harming myself
my girlfriend says she'll hurt herself
he keeps saying he wants to die
i'm depressed and thinking of killing myself
a freshman is in despair and won't eat
i feel desperate and alone
nagbabalak siyang saktan ang sarili
my seatmate is having panic and can't stop crying
my friend is traumatized after an accident and keeps shaking
there is someone on the ledge talking about jumping and wanting to die
my cousin keeps cutting himself
i'm feeling suicidal
gusto ko na lang mamatay
`);

const DISASTER_PROBES = probes(`
the chemistry lab is on fire
may sunog sa dormitoryo
nasusunog ang canteen
there is black smoke from the library roof
umuusok ang kuwarto sa engineering building
the kitchen caught fire
i smell leaking gas in the food lab
may tagas ng gas sa canteen
the LPG tank is leaking
flames are coming out of the storage room
an explosion happened near the generator
may sumabog sa laboratory
the whole campus is flooding
baha na sa ground floor ng admin
bumabaha sa dormitoryo
our dorm is flooded up to the knees
there is a strong earthquake right now
lumilindol, ano ang gagawin
an aftershock just hit the campus
the ceiling collapsed after the tremor
a landslide blocked the road behind the farm
gumuho ang lupa malapit sa dorm
a typhoon is hitting us and the roof is flying off
malakas ang bagyo at nasira ang bubong
the wires near the gym are sparking
there's a burning smell in the computer lab
someone set the trash on fire
a tree fell in the storm and is blocking the gate
the building is burning
there are flames in the kitchen
may apoy sa CR ng admin
water is rising fast in the parking lot
a calamity hit the town, who do we call
a disaster happened near the campus
smoke is filling the hallway of the science building
the electrical panel exploded
flash flood near the dorm
the gas stove is leaking and smells bad
the roof is on fire
we felt an earthquake in class
the river is overflowing into the campus
`);

const CLASSES: { rule: string; probes: string[]; number: RegExp }[] = [
  { rule: "a medical emergency, however it is described, gets the nurse on duty's number", probes: MEDICAL_PROBES, number: MEDICAL },
  { rule: "theft, fights, intruders, harassment, animals and a lost or missing person get campus security's number", probes: SECURITY_PROBES, number: SECURITY },
  { rule: "self-harm, suicide, hopelessness and panic get the crisis line", probes: CRISIS_PROBES, number: CRISIS },
  { rule: "fire, smoke, gas, flood, earthquake and storms get the emergency hotline", probes: DISASTER_PROBES, number: HOTLINE },
];

describe("situations reach the contact that handles them", () => {
  for (const c of CLASSES) {
    it(c.rule, () => {
      expect(c.probes.length).toBeGreaterThanOrEqual(40);
      expect(misses(c.probes, c.number)).toEqual([]);
    });
  }

  it("weighs a body's harm before the animal or place that caused it", () => {
    expect(ask("a snake bit my friend at the farm").message).toMatch(MEDICAL);
    expect(ask("there is a snake at the farm").message).toMatch(SECURITY);
    expect(ask("someone got injured in the fire").message).toMatch(MEDICAL);
  });

  it("gives a crisis the counsellors on campus beside the crisis line", () => {
    expect(ask("my housemate says she wants to end it all").message).toMatch(/1553[\s\S]*Guidance/);
  });
});

describe("a situation's word in a question about something else", () => {
  const notSituations = [
    "my friend lost her ID, how do i replace it",
    "i lost my id what form do i use",
    "where is the lost and found",
    "what typhoon damaged the library roof",
    "how much is the medical certificate",
    "is there a fire exit map",
    "how long does a missing grade take to be corrected",
    "what are the clinic's hours",
    "where is the campus security office",
    "does guidance offer counselling for stress",
    "what is the anti-bullying policy",
    "is there a suicide prevention seminar",
    "when is the fire drill",
  ];
  it("is not read as an emergency", () => {
    const read = notSituations.filter((q) => {
      const s = situationOf(q);
      if (!s) return false;
      // Read as a situation, the reply must still be the question's own answer, not the emergency number.
      return /0917 845 2130|0998 562 2199|\b1553\b|\b911\b/.test(ask(q).message);
    });
    expect(read).toEqual([]);
  });
});
