import { beforeEach, describe, expect, it } from "vitest";
import { $kioskPhase, buildAttractSlides, clearVisitorState, createIdleTracker } from "./kiosk.ts";
import type { Announcement } from "../shared/api/announcements.ts";
import type { GalleryItem } from "../shared/api/gallery.ts";

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const settings = { mode: false, idleSeconds: 60, attractSeconds: 180 };

function setup(session = new MemoryStorage(), start = 1_000_000) {
  let t = start;
  let resets = 0;
  let playing = false;
  const tracker = createIdleTracker({ settings, session, now: () => t, videoPlaying: () => playing, onReset: () => resets++ });
  return {
    session,
    tracker,
    advance(seconds: number) {
      t += seconds * 1000;
      tracker.tick();
    },
    play(on: boolean) {
      playing = on;
    },
    get resets() {
      return resets;
    },
  };
}

/** The visitor is still active `quiet` seconds on, and warned `more` seconds after that. */
function expectWarnedBetween(k: ReturnType<typeof setup>, quiet: number, more: number) {
  k.advance(quiet);
  expect($kioskPhase.get()).toEqual({ phase: "active" });
  k.advance(more);
  expect($kioskPhase.get().phase).toBe("warning");
}

beforeEach(() => $kioskPhase.set({ phase: "active" }));

describe("idle tracker", () => {
  it("warns a visitor after the idle time, counts down and resets once", () => {
    const k = setup();
    k.tracker.activity();
    k.advance(59);
    expect($kioskPhase.get()).toEqual({ phase: "active" });
    k.advance(1);
    expect($kioskPhase.get()).toEqual({ phase: "warning", secondsLeft: 10 });
    k.advance(7);
    expect($kioskPhase.get()).toEqual({ phase: "warning", secondsLeft: 3 });
    k.advance(3);
    expect($kioskPhase.get()).toEqual({ phase: "reset" });
    k.advance(1);
    expect(k.resets).toBe(1);
    expect(k.session.getItem("kiosk:dirty")).toBe("0");
  });

  it("a touch during the warning keeps the session", () => {
    const k = setup();
    k.tracker.activity();
    k.advance(65);
    expect($kioskPhase.get().phase).toBe("warning");
    k.tracker.activity();
    expect($kioskPhase.get()).toEqual({ phase: "active" });
    k.advance(30);
    expect($kioskPhase.get()).toEqual({ phase: "active" });
    expect(k.resets).toBe(0);
  });

  it("a playing video pauses the timer", () => {
    const k = setup();
    k.tracker.activity();
    k.play(true);
    k.advance(120);
    expect($kioskPhase.get()).toEqual({ phase: "active" });
    k.play(false);
    expectWarnedBetween(k, 59, 2);
  });

  it("after the reset's page load, the attract screen comes at the attract time after the last touch", () => {
    const first = setup();
    first.tracker.activity();
    first.advance(70);
    expect(first.resets).toBe(1);
    // The reset loads Home: a new tracker on the same session storage, 1 s later.
    const home = setup(first.session, 1_000_000 + 71_000);
    home.tracker.tick();
    expect($kioskPhase.get()).toEqual({ phase: "active" });
    home.advance(100);
    expect($kioskPhase.get()).toEqual({ phase: "active" });
    home.advance(10);
    expect($kioskPhase.get()).toEqual({ phase: "attract" });
    // A touch while the attract screen shows is 'Touch to start', not an ordinary activity.
    home.tracker.activity();
    expect($kioskPhase.get()).toEqual({ phase: "attract" });
    home.tracker.startFromAttract();
    expect(home.resets).toBe(1);
  });

  it("a page the visitor navigated to keeps the visit going", () => {
    const a = setup();
    a.tracker.activity();
    a.advance(50);
    const b = setup(a.session, 1_000_000 + 50_000);
    expectWarnedBetween(b, 59, 1);
  });

  it("an untouched kiosk is never warned", () => {
    const k = setup();
    k.advance(100);
    expect($kioskPhase.get()).toEqual({ phase: "active" });
    expect(k.resets).toBe(0);
  });
});

describe("clearVisitorState", () => {
  it("keeps the kiosk's keys and forgets the visitor's", () => {
    const session = new MemoryStorage();
    const local = new MemoryStorage();
    session.setItem("kiosk", "1");
    session.setItem("kiosk:dirty", "1");
    session.setItem("chat-draft", "hello");
    local.setItem("text-size", "large");
    local.setItem("contrast", "high");
    clearVisitorState(session, local);
    expect(session.getItem("kiosk")).toBe("1");
    expect(session.getItem("kiosk:dirty")).toBe("1");
    expect(session.getItem("chat-draft")).toBeNull();
    expect(local.getItem("text-size")).toBeNull();
    expect(local.getItem("contrast")).toBeNull();
  });
});

describe("buildAttractSlides", () => {
  const ann = (id: string, isUrgent: boolean): Announcement => ({ id, title: id, content: "x".repeat(400), category: "academic", isUrgent, createdAt: "2025-01-01T00:00:00Z" });
  const pic = (id: string, day: number, mediaType: "image" | "video" = "image"): GalleryItem => ({
    id,
    title: id,
    category: "events",
    mediaType,
    mediaUrl: `/media/${id}.webp`,
    thumbnailUrl: `/media/${id}-thumb.webp`,
    createdAt: `2025-01-${String(day).padStart(2, "0")}T00:00:00Z`,
  });

  it("alternates urgent news with the newest gallery items; videos show their thumbnail", () => {
    const slides = buildAttractSlides([ann("a", true), ann("b", false), ann("c", true)], [pic("old", 1), pic("new", 9, "video"), pic("mid", 5)]);
    expect(slides.map((s) => s.id)).toEqual(["a", "new", "c", "mid", "old"]);
    expect(slides[1]).toMatchObject({ kind: "media", image: "/media/new-thumb.webp" });
    expect(slides[3]).toMatchObject({ kind: "media", image: "/media/mid.webp" });
    expect((slides[0] as { text: string }).text.length).toBe(280);
  });
});
