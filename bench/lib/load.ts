/** Runs autocannon against the bench servers (bench/lib/servers.ts) and prints comparable figures. */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  /** From every response's own time (autocannon's summary has no 95th percentile). */
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Starts the kiosk server and the bare handler in a child process; resolves with their URLs. */
export async function startBenchServers(): Promise<{ kiosk: string; bare: string; stop(): void }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", "--cpu-prof-dir=" + process.env.BENCH_CPU_PROF] : []), "bench/lib/servers.ts"], { stdio: ["pipe", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  const urls = JSON.parse(line) as { kiosk: string; bare: string };
  return { ...urls, stop: () => child.stdin!.end() };
}

export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const p95 = times.length ? Math.round(times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)] * 100) / 100 : 0;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printResults(title: string, target: LoadResult, baseline: LoadResult, settings: string): void {
  console.log(title);
  console.log(settings);
  console.log(`${"".padEnd(28)} ${"req/s".padStart(10)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)} ${"non-2xx".padStart(8)}`);
  for (const r of [target, baseline]) {
    console.log(`${r.name.padEnd(28)} ${r.requestsPerSecond.toFixed(0).padStart(10)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}`);
  }
  console.log(`ratio (target / bare node:http): ${(target.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} of the throughput, p99 ${(target.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x`);
}
