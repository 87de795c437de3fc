import { atom } from "nanostores";
import { describe, expect, it } from "vitest";
import { dataOf, loadInto, type Loadable } from "./loadable.ts";

describe("loadInto", () => {
  it("goes from idle through loading to ready and resolves with the data", async () => {
    const $state = atom<Loadable<number[]>>({ status: "idle" });
    let answer!: (v: number[]) => void;
    const done = loadInto($state, () => new Promise<number[]>((r) => (answer = r)));
    expect($state.get()).toEqual({ status: "loading" });
    answer([1, 2]);
    await expect(done).resolves.toEqual([1, 2]);
    expect($state.get()).toEqual({ status: "ready", data: [1, 2] });
  });

  it("keeps the shown data while a refresh is under way", async () => {
    const $state = atom<Loadable<string>>({ status: "ready", data: "old" });
    let answer!: (v: string) => void;
    const done = loadInto($state, () => new Promise<string>((r) => (answer = r)));
    expect($state.get()).toEqual({ status: "loading", data: "old" });
    answer("new");
    await done;
    expect(dataOf($state.get())).toBe("new");
  });

  it("shows the error's message, dropping the old data unless asked to keep it", async () => {
    const $dropped = atom<Loadable<string>>({ status: "ready", data: "old" });
    await expect(loadInto($dropped, () => Promise.reject(new Error("503: down")))).resolves.toBeUndefined();
    expect($dropped.get()).toEqual({ status: "error", message: "503: down" });
    const $kept = atom<Loadable<string>>({ status: "ready", data: "old" });
    await loadInto($kept, () => Promise.reject(new Error("503: down")), { keepOnError: true, errorText: () => "Could not refresh" });
    expect($kept.get()).toEqual({ status: "error", message: "Could not refresh", data: "old" });
  });

  it("shows recovered data instead of the error when there is some", async () => {
    const $state = atom<Loadable<string[]>>({ status: "idle" });
    await loadInto($state, () => Promise.reject(new Error("down")), { recover: () => ["built-in copy"] });
    expect($state.get()).toEqual({ status: "ready", data: ["built-in copy"] });
    await loadInto($state, () => Promise.reject(new Error("down again")), { recover: () => undefined });
    expect($state.get()).toEqual({ status: "error", message: "down again" });
  });

  it("drops an answer that a newer request overtook", async () => {
    const $state = atom<Loadable<string>>({ status: "idle" });
    let current = true;
    const done = loadInto($state, async () => "late", { isCurrent: () => current });
    current = false;
    await done;
    expect($state.get()).toEqual({ status: "loading" });
    const failed = loadInto($state, () => Promise.reject(new Error("late failure")), { isCurrent: () => current });
    await failed;
    expect($state.get()).toEqual({ status: "loading" });
  });
});
